import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';
import { disabledDeclarations } from '../../css/disabled';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'link'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: vars.touchTarget.minimum,
    minHeight: vars.touchTarget.comfortable,
    paddingInline: vars.space.large,
    border: `${vars.borderWidth.large} solid transparent`,
    borderRadius: vars.radius.standard,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': {
        ...focusRingDeclarations,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-state="loading"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: {
          '&:hover:not([data-disabled])': {
            background: vars.color.accentHover,
          },
          '&[data-disabled]': disabledDeclarations,
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accent,
        borderColor: vars.color.accent,
        selectors: {
          '&:hover:not([data-disabled])': {
            background: vars.color.surfaceSelected,
          },
          '&[data-disabled]': {
            color: vars.color.disabledText,
            borderColor: vars.color.disabledText,
          },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&[data-disabled]': { color: vars.color.disabledText },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.link,
        paddingInline: 0,
        // WCAG 2.5.5 (AAA): a 44 px tall target, as every button.
        minHeight: vars.touchTarget.comfortable,
        textDecoration: 'underline',
        fontWeight: vars.font.weight.medium,
        borderWidth: 0,
        selectors: {
          '&:hover:not([data-disabled])': { color: vars.color.linkHover },
          '&[data-disabled]': { color: vars.color.disabledText },
        },
      },
    },
    size: {
      small: {
        fontSize: vars.font.size.small,
        // Smaller type and padding, the same 44 px target (WCAG 2.5.5, AAA).
        minHeight: vars.touchTarget.comfortable,
        paddingInline: vars.space.small,
      },
      standard: { fontSize: vars.font.size.standard },
      large: { fontSize: vars.font.size.large, minHeight: '52px' },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

/** The label stays in place and in the accessibility tree (opacity, not visibility) under the spinner. */
export const labelHidden = style({ opacity: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
