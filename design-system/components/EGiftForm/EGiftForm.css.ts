import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
});

export const legend = style({
  paddingInline: vars.space.xxsmall,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

/** First and last name side by side from tablet width up. */
export const names = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The send date: a date is short, so the field does not stretch across the form. */
export const sendDate = style({
  maxWidth: '20rem',
});
