import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const priceSizes = ['standard', 'large'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xsmall,
    color: vars.color.text,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      standard: { fontSize: vars.font.size.large },
      large: { fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

/** The sale price: critical colour plus its position and the struck list price; never colour alone. */
export const sale = style({
  color: vars.color.critical,
});

export const was = style({
  color: vars.color.textMuted,
  fontSize: '0.8em',
  fontWeight: vars.font.weight.regular,
  textDecoration: 'line-through',
});
