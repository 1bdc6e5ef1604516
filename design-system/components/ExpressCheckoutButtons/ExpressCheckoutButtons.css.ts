import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';
import { disabledDeclarations, disabledForcedColorsDeclarations } from '../../css/disabled';

export const walletStates = ['available', 'disabled', 'hidden'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
});

export const walletButton = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    width: '100%',
    // The account-wallet button is 50 px tall (the provider's standard size); the device-wallet button matches it.
    height: '50px',
    paddingInline: vars.space.medium,
    // Rectangular ('rect'), not a pill.
    borderRadius: vars.radius.small,
    border: `${vars.borderWidth.large} solid transparent`,
    fontSize: vars.font.size.large,
    lineHeight: 1,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        ...focusRingDeclarations,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-state="busy"]': { cursor: 'progress' },
      '&[data-state="disabled"]': disabledDeclarations,
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: { '&[data-state="disabled"]': disabledForcedColorsDeclarations },
      },
    },
  },
  variants: {
    wallet: {
      // The device wallet's own guidelines ask for a black button.
      device: {
        background: vars.color.deviceWallet,
        color: vars.color.deviceWalletText,
        fontWeight: vars.font.weight.medium,
      },
      // The provider's gold, no tagline.
      account: {
        background: vars.color.accountWallet,
        color: vars.color.accountWalletText,
        fontWeight: vars.font.weight.strong,
      },
    },
  },
});

/** The wallet's name as a mark: a neutral glyph plus the name in bold (never the provider's logo). */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3em',
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.01em',
});

export const accountMark = style({
  fontStyle: 'italic',
});

export const glyph = style({
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The label stays in place and in the accessibility tree under the spinner (as in Button). */
export const contentHidden = style({ opacity: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // A still ring under reduced motion: aria-busy and the label say it is working.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
