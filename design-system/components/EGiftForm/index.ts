// The EGiftForm entry of @cairnfield/design-system (`@cairnfield/design-system/EGiftForm`).
export {
  EGiftForm,
  EGiftFormFields,
  type EGiftFormProps,
  type EGiftFormFieldsProps,
} from './EGiftForm';
export {
  useEGiftForm,
  type UseEGiftFormOptions,
  type EGiftFormHandle,
  type EGiftFormChangeDetails,
} from './useEGiftForm';
export type { EGiftFormValidators } from './eGiftFormReducer';
// The message's typographic clean-up the form applies, for a shop that shows the message elsewhere.
export { normalizeEGiftMessage } from './eGiftMessage';
