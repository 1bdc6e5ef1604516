import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});

/** A side sheet: full height at the inline end, the whole width on a phone. */
export const sheet = style({
  position: 'fixed',
  zIndex: 101,
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(420px, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  borderInlineStart: `${vars.borderWidth.standard} solid transparent`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: vars.font.weight.strong,
});
export const progress = style({ width: '100%', height: 8, accentColor: vars.color.positive });
export const actions = style({ display: 'grid', gap: vars.space.small, marginBlockStart: 'auto' });
export const announcement = style({ margin: 0 });

/** An eGift line's recipients and send date, under its name. */
export const egiftDetails = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
