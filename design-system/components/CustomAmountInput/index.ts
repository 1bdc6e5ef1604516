// The CustomAmountInput entry of @cairnfield/design-system (`@cairnfield/design-system/CustomAmountInput`).
export { CustomAmountInput, type CustomAmountInputProps } from './CustomAmountInput';
export { useCustomAmountInput, type UseCustomAmountInputOptions } from './useCustomAmountInput';
