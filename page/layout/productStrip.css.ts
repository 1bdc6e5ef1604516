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

/** How far a focus ring reaches outside its control (its width plus its offset). */
const ringReach = `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`;

export const list = style({
  display: 'flex',
  gap: vars.space.medium,
  // A scroll container clips what overflows it: the padding leaves room for the links' and
  // buttons' whole focus ring (WCAG 2.4.13), and the negative margin keeps the strip in place.
  margin: `calc(-1 * ${ringReach})`,
  padding: ringReach,
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
