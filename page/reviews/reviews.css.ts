import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});
export const item = style({
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const title = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.strong,
});
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const rating = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted });
/** The error state: the design system's alert, then a retry button. */
export const error = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
});
export const answers = style({
  listStyle: 'none',
  margin: 0,
  paddingLeft: vars.space.medium,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.borderSubtle}`,
  display: 'grid',
  gap: vars.space.xsmall,
});
/** Room for the first answers, so the section does not jump when they arrive. */
export const panel = style({ minHeight: 96 });
