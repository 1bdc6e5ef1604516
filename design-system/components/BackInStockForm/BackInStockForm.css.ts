import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const root = style({ display: 'block' });

export const form = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const fieldWrap = style({ justifySelf: 'stretch' });

export const status = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  selectors: {
    '&:focus-visible': {
      ...focusRingDeclarations,
    },
    '&[data-state="alreadyRegistered"]:not(:first-child)': { marginBlockStart: vars.space.medium },
    '&[data-state="success"]': {
      padding: vars.space.medium,
      borderRadius: vars.radius.standard,
      background: vars.color.positiveSurface,
      border: `${vars.borderWidth.standard} solid ${vars.color.positive}`,
    },
    '&[data-state="alreadyRegistered"]': {
      padding: vars.space.medium,
      borderRadius: vars.radius.standard,
      background: vars.color.infoSurface,
      border: `${vars.borderWidth.standard} solid ${vars.color.info}`,
    },
  },
});

export const statusTitle = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  color: vars.color.text,
});

export const statusText = style({ color: vars.color.text });
