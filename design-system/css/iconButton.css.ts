import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRingDeclarations } from './focus.css';

/**
 * The round, borderless icon button (dialog and toast close buttons). Components compose it with
 * their own size and placement: `style([iconButton, { width, height }])`.
 */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    '&:focus-visible': focusRingDeclarations,
  },
});
