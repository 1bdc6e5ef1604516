import { vars } from '../theme/vars.css';

/**
 * The disabled look, one rule for every control styled through `[data-disabled]` (or its own
 * disabled state): a muted surface, muted text and edge, and the not-allowed cursor.
 */
export const disabledDeclarations = {
  background: vars.color.disabledSurface,
  color: vars.color.disabledText,
  borderColor: vars.color.disabledText,
  cursor: 'not-allowed',
} as const;

/** The disabled look in forced colors, where our colours are replaced: the system's GrayText. */
export const disabledForcedColorsDeclarations = {
  color: 'GrayText',
  borderColor: 'GrayText',
} as const;
