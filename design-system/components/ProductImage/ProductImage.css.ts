import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The frame holds the final box from the first paint (aspect-ratio), so nothing below it moves
 * while the image loads; the muted background shows until then.
 */
export const frame = style({
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.standard,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});
