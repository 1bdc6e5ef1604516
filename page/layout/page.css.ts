/** The plain pages' text: a title, a lead paragraph, a list of links (home, error, cart, sign-in, stores). */
import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const title = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
});
export const lead = style({ marginBlock: vars.space.small, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
});
/** A comfortable target for the page's main links. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget.comfortable,
  fontSize: vars.font.size.large,
});

/** What the product demonstrates (type, quantities, out of stock). */
export const summary = style({ margin: 0, color: vars.color.textMuted });
