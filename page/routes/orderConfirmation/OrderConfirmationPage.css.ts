import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const page = style({ display: 'grid', gap: vars.space.small, maxWidth: 720 });
export const heading = style({ fontSize: vars.font.size.large, marginBlock: vars.space.small });
export const items = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const item = style({ minWidth: 0 });
export const muted = style({ color: vars.color.textMuted });
