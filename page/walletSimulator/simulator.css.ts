import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const body = style({ display: 'grid', gap: vars.space.medium });
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});
export const option = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
  cursor: 'pointer',
});
export const radio = style({ marginTop: 4, width: 18, height: 18, flexShrink: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  margin: 0,
});
export const totalRow = style({ fontWeight: vars.font.weight.strong });
export const dd = style({ margin: 0, textAlign: 'right' });
export const footer = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const status = style({ minHeight: 20, margin: 0 });
