// The design system's public API: explicit named exports and prop types.
// Each component group appends its own export lines below.
export { brandTheme, highContrastTheme, themes, themeNames, type ThemeName } from './theme/themes.css';
export { vars } from './theme/vars.css';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export { breakpoints, mediaQuery, imageSwitchWidth, type Breakpoint } from './css/breakpoints';
export { focusRing, visuallyHidden } from './css/focus.css';
export type { Tokens } from './tokens/tokens';

export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
