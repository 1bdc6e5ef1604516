import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const fieldset = style({ border: 0, padding: 0, margin: `${vars.space.small} 0 0` });
export const legend = style({
  fontWeight: vars.font.weight.strong,
  marginBlockEnd: vars.space.xsmall,
});
export const stores = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const store = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
});
export const radio = style({ width: 20, height: 20, margin: '2px 0 0' });
export const details = style({ display: 'block' });
export const muted = style({ color: vars.color.textMuted });
