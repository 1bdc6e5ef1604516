import { codeFontStack, systemFontStack, type Tokens } from './tokens';

/** Values both themes share; colour is what differs between them. */
export const sharedTokens = {
  focusRing: { width: '3px', offset: '2px' },
  borderWidth: { standard: '1px', large: '2px' },
  radius: { small: '4px', standard: '8px', large: '16px', full: '9999px' },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  font: {
    family: systemFontStack,
    familyCode: codeFontStack,
    size: {
      xsmall: '0.75rem',
      small: '0.875rem',
      standard: '1rem',
      large: '1.125rem',
      xlarge: '1.5rem',
      xxlarge: '2rem',
    },
    lineHeight: { tight: '1.25', standard: '1.5' },
    weight: { regular: '400', medium: '500', strong: '700' },
  },
  shadow: {
    raised: '0 1px 3px rgba(0, 0, 0, 0.16)',
    overlay: '0 8px 32px rgba(0, 0, 0, 0.28)',
  },
  touchTarget: { minimum: '24px', comfortable: '44px' },
  motion: {
    durationFast: '120ms',
    durationStandard: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} satisfies Omit<Tokens, 'name' | 'color' | 'badge'>;
