import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@cairnfield/design-system';

/**
 * A strip of product links under a heading, scrolling sideways (recently viewed, related products).
 * Each strip sets its own item width.
 */
export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  display: 'flex',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const link = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.xsmall,
    minHeight: vars.touchTarget.minimum,
    color: vars.color.link,
    fontSize: vars.font.size.small,
    textDecoration: 'underline',
    borderRadius: vars.radius.small,
    ':hover': { color: vars.color.linkHover },
  },
]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '960 / 604',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
});
