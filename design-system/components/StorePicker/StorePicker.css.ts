import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const zipField = style({ flex: '1 1 12rem', minWidth: 0 });

export const searchButton = style({ flex: '0 0 auto' });

export const status = style({
  margin: `${vars.space.medium} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const results = style({
  border: 0,
  margin: `${vars.space.medium} 0 0`,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      borderWidth: vars.borderWidth.large,
      background: vars.color.surfaceSelected,
    },
    '&:has(input:focus-visible)': { ...focusRingDeclarations },
  },
});

export const radio = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.accent,
});

export const storeText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const storeHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const storeName = style({ fontWeight: vars.font.weight.strong });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const eligibility = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: `${vars.space.xxsmall} 0 0`,
  padding: 0,
  fontSize: vars.font.size.small,
});

export const eligible = style({ color: vars.color.positive });
export const ineligible = style({ color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  width: '100%',
});
