/**
 * The design tokens as a typed interface. Names say what a value means, never what colour it is
 * (Braid's rule): a theme is one object of this shape, and `makeThemeVars` turns it into CSS values.
 */
export interface Tokens {
  name: string;
  color: {
    surface: string;
    surfaceMuted: string;
    surfaceSelected: string;
    text: string;
    textMuted: string;
    textInverse: string;
    border: string;
    borderSubtle: string;
    accent: string;
    accentHover: string;
    accentText: string;
    link: string;
    linkHover: string;
    critical: string;
    criticalSurface: string;
    positive: string;
    positiveSurface: string;
    caution: string;
    cautionSurface: string;
    info: string;
    infoSurface: string;
    focus: string;
    rating: string;
    ratingEmpty: string;
    disabledSurface: string;
    disabledText: string;
    overlay: string;
    accountWallet: string;
    accountWalletText: string;
    deviceWallet: string;
    deviceWalletText: string;
  };
  /** Badge colour pairs named by hue: a shop maps each of its badges to one. */
  badge: Record<
    'blue' | 'red' | 'orange' | 'magenta' | 'green' | 'purple' | 'slate' | 'ochre' | 'teal',
    { background: string; text: string }
  >;
  focusRing: { width: string; offset: string };
  borderWidth: { standard: string; large: string };
  radius: { small: string; standard: string; large: string; full: string };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
  };
  font: {
    family: string;
    /** Code, token names and other machine text. */
    familyCode: string;
    size: {
      xsmall: string;
      small: string;
      standard: string;
      large: string;
      xlarge: string;
      xxlarge: string;
    };
    lineHeight: { tight: string; standard: string };
    weight: { regular: string; medium: string; strong: string };
  };
  shadow: { raised: string; overlay: string };
  /** Minimum interactive target sizes: 24 px (WCAG 2.5.8) and 44 px (chips, stepper buttons). */
  touchTarget: { minimum: string; comfortable: string };
  motion: { durationFast: string; durationStandard: string; easing: string };
}

/**
 * System font stack: nothing to download, so first paint never waits on a font and screenshots are
 * stable on a given machine.
 */
export const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/**
 * Monospace stack, named font by named font: the generic `monospace` alone resolves to whatever the
 * system's font configuration prefers, which changes as packages are installed (on Debian, a
 * browser's fonts moved it from DejaVu Sans Mono to Noto Sans Mono).
 */
export const codeFontStack =
  'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace';
