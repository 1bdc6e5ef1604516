import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@cairnfield/design-system';

export const page = style({ display: 'grid', gap: vars.space.small });
/** Lines beside the summary on wide screens, above it on narrow ones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const heading = style({ fontSize: vars.font.size.large, marginBlock: vars.space.small });
export const notice = style({ outline: 'none', selectors: { '&:empty': { display: 'none' } } });
export const lines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
});
export const line = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.medium,
});
export const article = style({ display: 'grid', gap: vars.space.small });
export const lineTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});
export const kind = style({
  fontSize: vars.font.size.small,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});
export const details = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });
export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: vars.space.small,
});
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
export const recipients = style({ margin: 0, padding: 0, listStyle: 'none' });
/** An eGift line's design and send date, as sentences under its details. */
export const egiftLine = style({ margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.small });
export const quantity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});
export const quantityField = style({ maxWidth: '10rem' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
export const action = style({ minHeight: vars.touchTarget.comfortable });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const summary = style({ display: 'grid', gap: vars.space.small });
