import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const grand = style({
  fontWeight: vars.font.weight.strong,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xsmall,
});
export const amount = style({ margin: 0 });
