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
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
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
  normaliseRating,
  formatRating,
  capCount,
  formatCount,
  starFills,
  ratingSummaryLabel,
  ratingScale,
} from './components/RatingSummary/rating';
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionSection,
  type AccordionHeadingLevel,
} from './components/Accordion/Accordion';
export { Modal, modalSizes, type ModalProps, type ModalSize } from './components/Modal/Modal';
export {
  Toast,
  ToastProvider,
  ToastViewport,
  ToastOutlet,
  defaultToastDuration,
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
  toastQueueReducer,
  type ToastQueueAction,
  type ToastQueueState,
} from './components/Toast/toastQueue';
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
export {
  Badge,
  badgeKeys,
  badgeLabels,
  badgePriority,
  pickBadge,
  toBadgeKey,
  type BadgeProps,
  type BadgeKey,
} from './components/Badge/Badge';
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
export {
  TextField,
  DEFAULT_COUNTER_LABEL,
  formatCounterLabel,
  type TextFieldProps,
} from './components/TextField/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  AmountChips,
  CUSTOM_AMOUNT_VALUE,
  CUSTOM_AMOUNT_LABEL,
  type AmountChipsProps,
} from './components/AmountChips/AmountChips';
export {
  buildAmountOptions,
  formatAmountLabel,
  nextIndex,
  previousIndex,
  tabStopIndex,
  type AmountChipOption,
} from './components/AmountChips/amountChipsState';
export {
  useAmountChips,
  type UseAmountChipsOptions,
} from './components/AmountChips/useAmountChips';
export {
  CustomAmountInput,
  type CustomAmountInputProps,
} from './components/CustomAmountInput/CustomAmountInput';
export {
  formatCustomAmount,
  parseCustomAmount,
  validateAmount,
  amountHelperText,
  amountErrorText,
  DEFAULT_AMOUNT_BOUNDS,
  type AmountBounds,
} from './components/CustomAmountInput/customAmount';
export {
  QuantityStepper,
  type QuantityStepperProps,
} from './components/QuantityStepper/QuantityStepper';
export {
  useQuantityStepper,
  type UseQuantityStepperOptions,
} from './components/QuantityStepper/useQuantityStepper';
export {
  clampQuantity,
  requestQuantity,
  stepQuantity,
  parseQuantity,
  DEFAULT_QUANTITY_BOUNDS,
  DEFAULT_QUANTITY_DEBOUNCE_MS,
  PAGE_STEP,
  type QuantityBounds,
  type QuantityRequest,
} from './components/QuantityStepper/quantityState';
export {
  EGiftForm,
  type EGiftFormProps,
  type EGiftFormHandle,
  type EGiftFormChangeDetails,
} from './components/EGiftForm/EGiftForm';
export {
  egiftFormReducer,
  createEGiftFormState,
  createEGiftFormValues,
  isEGiftFormValid,
  getFieldErrors,
  firstInvalidField,
  visibleRecipients,
  visibleRecipientCount,
  recipientChangeAnnouncement,
  DEFAULT_EGIFT_LIMITS,
  DEFAULT_MAX_RECIPIENTS,
  DEFAULT_MAX_FIELD_LENGTH,
  DEFAULT_MAX_MESSAGE_LENGTH,
  type EGiftFormValues,
  type EGiftFormState,
  type EGiftFormAction,
  type EGiftFieldPath,
  type EGiftPerson,
  type EGiftFormLimits,
} from './components/EGiftForm/egiftFormReducer';
export * as egiftValidation from './components/EGiftForm/egiftValidation';
export { isValidEmail } from './components/EGiftForm/egiftValidation';
export { normalizeEGiftMessage } from './components/EGiftForm/egiftMessage';
export {
  toEGiftPayloadFields,
  type EGiftPayloadFields,
  type EGiftPayloadRecipient,
} from './components/EGiftForm/egiftPayload';
export {
  BackInStockForm,
  BACK_IN_STOCK_TEXT,
  backInStockStatuses,
  type BackInStockFormProps,
  type BackInStockStatus,
  type BackInStockResult,
} from './components/BackInStockForm/BackInStockForm';
