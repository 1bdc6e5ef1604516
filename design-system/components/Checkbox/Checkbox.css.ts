import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${vars.touchTarget.minimum} minmax(0, 1fr)`,
  columnGap: vars.space.xsmall,
  alignItems: 'start',
});

/**
 * The native checkbox, enlarged to the 24 px target (WCAG 2.5.8). Native keeps Space, forms,
 * pre-hydration use and forced-colors rendering for free; accent-color brings it into the theme.
 */
export const input = style({
  width: vars.touchTarget.minimum,
  height: vars.touchTarget.minimum,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
    '[data-disabled] > &': { cursor: 'not-allowed' },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  // Line the first line of the label up with the middle of the 24 px box.
  paddingBlockStart: `calc((${vars.touchTarget.minimum} - ${vars.font.lineHeight.standard} * 1em) / 2)`,
});

export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] &': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
