import { style } from '@vanilla-extract/css';

export const item = style({ flex: '0 0 auto', width: '9rem' });
