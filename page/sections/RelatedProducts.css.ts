import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const item = style({
  flex: '0 0 auto',
  width: '11rem',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
});
