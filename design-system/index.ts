// The root entry of @cairnfield/design-system: the provider, the themes, the CSS helpers and every
// component.
// Each component also has an entry of its own (`@cairnfield/design-system/Button`, ...), listed by
// design-system/package.json's "exports"; its named exports are in components/<Name>/index.ts.
export {
  DesignSystemProvider,
  PortalTheme,
  usePortalContainer,
  type DesignSystemProviderProps,
  type PortalThemeProps,
} from './provider';
export {
  createTheme,
  ThemeContrastError,
  type CreateThemeOptions,
  type Theme,
  type ThemeOverrides,
} from './theme/createTheme';
export { themeNames, type BuiltInThemeName, type ThemeName } from './theme/themeValues';
export type { ContrastFailure } from './tokens/contrastCheck';
export { vars } from './theme/vars.css';
export { breakpoints, mediaQuery, imageSwitchWidth, type Breakpoint } from './css/breakpoints';
export { focusRing, visuallyHidden } from './css/focus.css';
export type { Tokens } from './tokens/tokens';
// Locale, currency and texts: the provider, its hooks, the catalogues and the formatters (also the
// `@cairnfield/design-system/i18n` entry).
export * from './i18n';

export * from './components/Button';

// Display, feedback and overlay components (RatingSummary … ExpressCheckoutButtons).
export * from './components/RatingSummary';
export * from './components/Accordion';
export * from './components/Modal';
export * from './components/QuickView';
export * from './components/Toast';
export * from './components/InlineAlert';
export * from './components/Breadcrumbs';
export * from './components/ProductImage';
export * from './components/Badge';
export * from './components/Price';
export * from './components/Link';
export * from './components/Skeleton';
export * from './components/ExpressCheckoutButtons';

// Purchase-panel form components (amount, quantity, eGift, back in stock).
export * from './components/TextField';
export * from './components/CardDesignPicker';
export * from './components/Checkbox';
export * from './components/AmountChips';
export * from './components/CustomAmountInput';
export * from './components/QuantityStepper';
export * from './components/EGiftForm';
export * from './components/GiftCardPreview';
// The form values shared with a shop's pure rules (the one module those rules may import).
export {
  CUSTOM_AMOUNT_VALUE,
  type EGiftFormValues,
  type EGiftParty,
  type EGiftPerson,
  type BackInStockResult,
} from './formValues';
export * from './components/BackInStockForm';
export * from './components/StorePicker';
