import type { HTMLAttributes, KeyboardEvent } from 'react';
import { useControllableState } from '../_shared/useControllableState';
import {
  chipKeyAction,
  nextIndex,
  previousIndex,
  tabStopIndex,
  type AmountChipOption,
} from './amountChipsState';

export interface UseAmountChipsOptions {
  options: readonly AmountChipOption[];
  /** Controlled value (null: nothing checked). */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** id of the element naming the group. */
  labelId: string;
  disabled?: boolean;
}

export type ChipProps = HTMLAttributes<HTMLDivElement> & {
  role: 'radio';
  'aria-checked': boolean;
  tabIndex: number;
  'data-state': 'checked' | 'unchecked';
  'data-disabled'?: '';
};

/**
 * Behaviour of an APG radio group with a roving tabindex: one chip is in the tab order (the checked
 * one, or the first), arrows move focus and selection together and wrap, Space checks.
 * https://www.w3.org/WAI/ARIA/apg/patterns/radio/
 */
export function useAmountChips({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  labelId,
  disabled = false,
}: UseAmountChipsOptions) {
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: string | null) => void) | undefined,
  });
  const values = options.map((option) => option.value);
  const tabStop = tabStopIndex(values, value);

  const select = (index: number) => {
    const option = options[index];
    if (!option || disabled) return;
    setValue(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const action = chipKeyAction(event.key);
    if (!action || disabled) return;
    // Arrows would scroll the page and Space would too: the group owns these keys.
    event.preventDefault();
    if (action === 'check') {
      select(index);
      return;
    }
    const target =
      action === 'next' ? nextIndex(index, options.length) : previousIndex(index, options.length);
    select(target);
    // Focus follows selection. The chips are siblings in the group, so reach the target through the
    // DOM rather than keeping a ref per chip.
    const group = event.currentTarget.closest('[role="radiogroup"]');
    group?.querySelectorAll<HTMLElement>('[role="radio"]')[target]?.focus();
  };

  const groupProps = {
    role: 'radiogroup' as const,
    'aria-labelledby': labelId,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? ('' as const) : undefined,
  };

  const getChipProps = (index: number): ChipProps => {
    const checked = options[index]?.value === value;
    return {
      role: 'radio',
      'aria-checked': checked,
      'aria-disabled': disabled || undefined,
      // Disabled chips leave the tab order altogether, like disabled native radios.
      tabIndex: !disabled && index === tabStop ? 0 : -1,
      'data-state': checked ? 'checked' : 'unchecked',
      'data-disabled': disabled ? '' : undefined,
      onClick: () => select(index),
      onKeyDown: (event) => onKeyDown(event, index),
    };
  };

  return { value, groupProps, getChipProps };
}
