import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const wrap = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const image = style({ cursor: 'zoom-in', minWidth: 0 });
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
/** Reserved line: the hint appearing and going never moves the page. */
export const hint = style({
  minHeight: 20,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
export const zoomed = style({ display: 'block', width: '100%', height: 'auto' });
