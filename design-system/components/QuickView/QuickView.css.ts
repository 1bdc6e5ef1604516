import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const facts = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
});
