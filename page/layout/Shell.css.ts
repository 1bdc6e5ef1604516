import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '@cairnfield/design-system';

export const skipLink = style({
  position: 'absolute',
  // The start edge: the left in English, the right when the page is laid out right to left (the
  // first Tab stop sits where a right-to-left reader starts).
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: 10,
  // WCAG 2.5.5 (AAA): a 44 px tall target.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget.comfortable,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surface,
  color: vars.color.link,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const header = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

export const headerInner = style({
  maxWidth: 1440,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  minHeight: 56,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': { [mediaQuery.desktop]: { paddingInline: vars.space.large } },
});

export const brand = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  textDecoration: 'none',
  // WCAG 2.5.5 (AAA): 44 px tall, inside the 56 px header.
  minHeight: vars.touchTarget.comfortable,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const main = style({
  maxWidth: 1440,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.large,
  // Never wider than the viewport: long words and wide tables wrap or scroll inside themselves.
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.desktop]: { paddingInline: vars.space.large } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const shopper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});
export const greeting = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '30vw',
});
export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  // WCAG 2.5.5 (AAA): 44 × 44 px at least (the word is short).
  minHeight: vars.touchTarget.comfortable,
  minWidth: vars.touchTarget.comfortable,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
export const cartCount = style({ display: 'inline-block', minWidth: '2.5ch', textAlign: 'center' });
