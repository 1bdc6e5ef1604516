import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';
import { disabledDeclarations } from '../../css/disabled';

// Field parts shared by every text-like control (TextField, CustomAmountInput, QuantityStepper), so
// labels, hints and errors look and behave the same everywhere.

export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** The '*' is text (not colour alone); its meaning reaches screen readers through aria-required. */
export const requiredMarker = style({
  color: vars.color.critical,
  fontWeight: vars.font.weight.strong,
});

/** '(required)' or '(optional)' after a label, in words (TextField's necessityIndicator 'label'). */
export const necessityLabel = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.touchTarget.comfortable,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
    // A date field's calendar button is a tab stop of its own inside the field, where neither
    // :focus-visible nor :focus matches the field (only :focus-within): it keeps its ring there
    // too (WCAG 2.4.7).
    '&[type="date"]:focus-within': {
      ...focusRingDeclarations,
    },
    // Invalid: a thicker border as well as the colour, and the error text below (WCAG 1.4.1).
    '&[data-invalid]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled]': disabledDeclarations,
  },
  '@media': {
    // Box shadows are dropped in forced-colors mode; keep the invalid field's heavier edge.
    '(forced-colors: active)': {
      selectors: { '&[data-invalid]': { borderWidth: vars.borderWidth.large } },
    },
  },
});

export const multiline = style({
  minHeight: '6.5rem',
  resize: 'vertical',
});

export const helper = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.standard,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.critical,
  lineHeight: vars.font.lineHeight.standard,
});

export const errorIcon = style({
  flex: 'none',
  width: '1em',
  height: '1em',
  marginBlockStart: '0.25em',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="limit"]': { color: vars.color.text, fontWeight: vars.font.weight.strong },
    '&[data-state="over"]': { color: vars.color.critical, fontWeight: vars.font.weight.strong },
  },
});
