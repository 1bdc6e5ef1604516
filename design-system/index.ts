// The design system's public API: explicit named exports and prop types.
// Each component group appends its own export lines below.
export {
  brandTheme,
  highContrastTheme,
  themes,
  themeNames,
  type ThemeName,
} from './theme/themes.css';
export { vars } from './theme/vars.css';
export { breakpoints, mediaQuery, imageSwitchWidth, type Breakpoint } from './css/breakpoints';
export { focusRing, visuallyHidden } from './css/focus.css';
export type { Tokens } from './tokens/tokens';

export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';

// Display, feedback and overlay components (RatingSummary … ExpressCheckoutButtons).
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary/RatingSummary';
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionSection,
  type AccordionHeadingLevel,
} from './components/Accordion/Accordion';
export { Modal, modalSizes, type ModalProps, type ModalSize } from './components/Modal/Modal';
export {
  QuickView,
  type QuickViewProps,
  type QuickViewImage,
} from './components/QuickView/QuickView';
export {
  Toast,
  ToastProvider,
  ToastViewport,
  ToastOutlet,
  type ToastProps,
  type ToastOutletProps,
  type ToastProviderProps,
  type ToastViewportProps,
  type ToastLink,
  type ToastActionButton,
  type ReturnFocusTarget,
} from './components/Toast/Toast';
export { useToast, type ToastApi, type ShowToastOptions } from './components/Toast/useToast';
export {
  useToastQueue,
  ToastQueueProvider,
  type ToastQueue,
} from './components/Toast/useToastQueue';
export {
  InlineAlert,
  inlineAlertTones,
  inlineAlertRoles,
  type InlineAlertProps,
  type InlineAlertTone,
  type InlineAlertRole,
} from './components/InlineAlert/InlineAlert';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
} from './components/Breadcrumbs/Breadcrumbs';
export {
  ProductImage,
  cardAspectRatio,
  largeImageMedia,
  type ProductImageProps,
} from './components/ProductImage/ProductImage';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  Price,
  formatAmount,
  currencies,
  currencyLocales,
  type PriceProps,
  type PriceSize,
  type Currency,
} from './components/Price/Price';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './components/Link/Link';
export {
  Skeleton,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShape,
} from './components/Skeleton/Skeleton';
export {
  ExpressCheckoutButtons,
  walletStates,
  type ExpressCheckoutButtonsProps,
  type WalletState,
} from './components/ExpressCheckoutButtons/ExpressCheckoutButtons';

// Purchase-panel form components (amount, quantity, eGift, back in stock).
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { AmountChips, type AmountChipsProps } from './components/AmountChips/AmountChips';
export {
  useAmountChips,
  type UseAmountChipsOptions,
} from './components/AmountChips/useAmountChips';
export {
  CustomAmountInput,
  type CustomAmountInputProps,
} from './components/CustomAmountInput/CustomAmountInput';
export {
  useCustomAmountInput,
  type UseCustomAmountInputOptions,
} from './components/CustomAmountInput/useCustomAmountInput';
export {
  QuantityStepper,
  type QuantityStepperProps,
} from './components/QuantityStepper/QuantityStepper';
export {
  useQuantityStepper,
  type UseQuantityStepperOptions,
} from './components/QuantityStepper/useQuantityStepper';
export { EGiftForm, type EGiftFormProps } from './components/EGiftForm/EGiftForm';
export {
  useEGiftForm,
  type UseEGiftFormOptions,
  type EGiftFormHandle,
  type EGiftFormChangeDetails,
} from './components/EGiftForm/useEGiftForm';
export type { EGiftFormValidators } from './components/EGiftForm/egiftFormReducer';
// The form values shared with a shop's pure rules (the one module those rules may import).
export {
  CUSTOM_AMOUNT_VALUE,
  type EGiftFormValues,
  type EGiftParty,
  type EGiftPerson,
  type BackInStockResult,
} from './formValues';
export {
  BackInStockForm,
  backInStockStatuses,
  type BackInStockFormProps,
  type BackInStockStatus,
} from './components/BackInStockForm/BackInStockForm';
