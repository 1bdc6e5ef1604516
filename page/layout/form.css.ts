/** The plain forms' fields (sign-in, the store list without JavaScript): labels, inputs, errors. */
import { style } from '@vanilla-extract/css';
import { vars } from '@cairnfield/design-system';

export const form = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: '28rem' });
export const label = style({
  fontWeight: vars.font.weight.strong,
  marginBlockStart: vars.space.small,
});
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.touchTarget.comfortable,
  padding: vars.space.xsmall,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      borderWidth: vars.borderWidth.large,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
export const shortInput = style([input, { maxWidth: '12rem' }]);
export const fieldError = style({ margin: 0, color: vars.color.critical });
export const check = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  marginBlockStart: vars.space.small,
});
export const submit = style({ justifySelf: 'start', marginBlockStart: vars.space.small });
/** A boxed message above the form: the error summary, a notice. */
export const summary = style({
  border: `${vars.borderWidth.large} solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  marginBlock: vars.space.small,
});
export const summaryTitle = style({ fontSize: vars.font.size.large, marginBlock: 0 });
export const notice = style([summary, { borderColor: vars.color.positive }]);
