import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const panel = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });
export const fieldGroup = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** The eGift card's preview (EGiftPreview): watched (EGiftPart) before its code is here. */
export const egiftPreview = style({});

/** The space a wallet button (50 px, spec 9) takes while the browser has not said if it has it. */
export const walletSpace = style({ minHeight: 50 });

/** Reserved height for the availability line: loading → known does not move the button. */
export const stockLine = style({
  minHeight: 24,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});
export const inStock = style({ color: vars.color.positive });
export const outOfStock = style({ color: vars.color.critical });
export const muted = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const actions = style({ display: 'grid', gap: vars.space.small, minHeight: 72 });
export const reason = style({
  minHeight: 20,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  margin: 0,
});
export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
});
export const totalLabel = style({ color: vars.color.textMuted });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});
export const variantList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
export const variantOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget.comfortable,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      borderWidth: vars.borderWidth.large,
      background: vars.color.surfaceSelected,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
export const variantInput = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.accent,
});

export const bis = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
  justifyItems: 'start',
});

export const detailsList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const detailsBlock = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
export const detailsHeading = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.strong,
});
export const description = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
// The shop's description is sanitised HTML: its links look and take focus as the design system's
// inline links (theme colours, the theme's focus ring), not the browser's defaults.
globalStyle(`${description} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${description} a:hover`, { color: vars.color.linkHover });
globalStyle(`${description} a:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
  borderRadius: vars.radius.small,
});
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const legal = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

/** The purchase form adds no box of its own: the panel's layout stays as it was. */
export const purchaseForm = style({ display: 'contents' });

/** The error summary or the outcome after a post without JavaScript (the redirect's target). */
export const problems = style({
  scrollMarginTop: vars.space.large,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const problemList = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  display: 'grid',
  gap: vars.space.xxsmall,
});

/** Each error's link is a target of 24 px at least (WCAG 2.2 target size, the project's rule). */
globalStyle(`${problemList} a`, { display: 'inline-block', minBlockSize: '24px' });

/**
 * The custom amount field: `hidden` unless Custom Amount is checked. Without JavaScript the
 * attribute never changes, so the checked radio shows it.
 */
export const customAmountSlot = style({
  selectors: {
    [`${fieldGroup}:has(input[type="radio"][value="custom"]:checked) &[hidden]`]: {
      display: 'block',
    },
  },
});

/** The selected store and the store picker's trigger, under the stock line (spec 9). */
export const storeChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  minHeight: 24,
  fontSize: vars.font.size.small,
  margin: 0,
});
