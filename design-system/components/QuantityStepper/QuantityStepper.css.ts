import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { disabledDeclarations, disabledForcedColorsDeclarations } from '../../css/disabled';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  justifySelf: 'start',
});

/** The minus and plus buttons: 44 x 44 CSS px (a11y contract). */
export const button = style({
  minWidth: vars.touchTarget.comfortable,
  width: vars.touchTarget.comfortable,
  minHeight: vars.touchTarget.comfortable,
  height: vars.touchTarget.comfortable,
  paddingInline: 0,
  // No background transition (the Button's): a press's answer, the hover fill and the other
  // button leaving its bound, shows in the press's own frame, and no transitionrun or
  // transitionstart event reaches React's root listener before that frame paints.
  transition: 'none',
  selectors: {
    // At a bound the button is aria-disabled (still pressable, see useQuantityStepper) and carries
    // data-disabled, as when the stepper is disabled: look disabled.
    '&[data-disabled]': disabledDeclarations,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-disabled]': disabledForcedColorsDeclarations },
    },
  },
});

export const icon = style({ width: 18, height: 18 });

export const input = style({
  width: '4.5rem',
  height: vars.touchTarget.comfortable,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
