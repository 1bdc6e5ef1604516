// The AmountChips entry of @cairnfield/design-system (`@cairnfield/design-system/AmountChips`).
export { AmountChips, type AmountChipsProps } from './AmountChips';
export { useAmountChips, type UseAmountChipsOptions } from './useAmountChips';
