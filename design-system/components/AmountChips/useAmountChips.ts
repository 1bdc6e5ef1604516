import { useCallback, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useControllableState } from '../_shared/useControllableState';
import type { AmountChipOption } from './amountChipsState';

export interface UseAmountChipsOptions {
  options: readonly AmountChipOption[];
  /** Controlled value (null: nothing checked). */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** id of the element naming the group. */
  labelId: string;
  /** The radios' shared name (groups them for the keyboard and names the posted field). */
  name: string;
  disabled?: boolean;
}

export type ChipRadioProps = InputHTMLAttributes<HTMLInputElement> & {
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
};

/**
 * Behaviour of the amount chips: native radio inputs sharing one name, so the browser gives the
 * APG radio-group keyboard (one tab stop on the checked chip or the first, arrows move focus and
 * selection and wrap, Space checks) and a form posted before hydration carries the choice.
 * https://www.w3.org/WAI/ARIA/apg/patterns/radio/
 */
export function useAmountChips({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  labelId,
  name,
  disabled = false,
}: UseAmountChipsOptions) {
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: string | null) => void) | undefined,
  });

  const groupProps = {
    role: 'radiogroup' as const,
    'aria-labelledby': labelId,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? ('' as const) : undefined,
  };

  // One handler for every radio, the same from render to render while the parent's callback is
  // (the radio's own value says which was checked): a chip whose check did not change can skip
  // its render (AmountChips memoises each chip).
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      if (!disabled && event.currentTarget.checked) setValue(event.currentTarget.value);
    },
    [disabled, setValue],
  );

  const getRadioProps = (index: number): ChipRadioProps => {
    const option = options[index];
    const optionValue = option?.value ?? '';
    return {
      type: 'radio',
      name,
      value: optionValue,
      checked: optionValue === value,
      disabled,
      onChange,
    };
  };

  return { value, groupProps, getRadioProps };
}
