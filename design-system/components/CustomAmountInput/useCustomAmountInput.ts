import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { readDigits } from '../../i18n/digits';
import { joinIds, useControllableState } from '../_shared/useControllableState';
import {
  caretAfterDigits,
  displayAmount,
  dollarAmountFormat,
  parseCustomAmount,
  type AmountFieldFormat,
} from './customAmount';

export interface UseCustomAmountInputOptions {
  id: string;
  /** The amount's error message, or null when it is valid (null is no amount). */
  validate: (amount: number | null) => string | null;
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  required: boolean;
  /** Whether a helper text is shown (and so describes the input). */
  hasHelper: boolean;
  /** Show the validation error now (e.g. after a submit), without waiting for a blur. */
  invalid: boolean;
  /** A message from the parent that replaces the computed one. */
  error?: string | null;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The parent's ref to the input (the hook keeps its own as well). */
  ref?: Ref<HTMLInputElement> | undefined;
  /** How amounts are written ('$1500', '£1,500', '1 500 $'). @default dollars, en-US, no grouping */
  format?: AmountFieldFormat;
}

/**
 * Behaviour of the custom amount field over the pure typing rules in customAmount.ts: formatting as
 * the shopper types (the caret staying after the digit it followed, so a separator or a currency
 * after the digits never traps it), '$' alone while focused and empty, and validation that first
 * shows on blur. Once shown, the error follows the value as it is corrected ("reward early, punish
 * late").
 */
export function useCustomAmountInput({
  id,
  validate,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  required,
  hasHelper,
  invalid,
  error: errorProp,
  onFocus,
  onBlur,
  ref,
  format = dollarAmountFormat,
}: UseCustomAmountInputOptions) {
  const [amount, setAmount] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);

  // Digits typed before the field hydrated are in the input but not in the state: the server's HTML
  // is editable while the page's script loads, and React hydrates the input with its own value
  // without a change event. Right after the first commit (the hydration) the field takes over what
  // its input holds, through the path a keystroke takes (and its focus, so '$' alone still shows
  // while focused); on a client render the input holds the state's own display and nothing happens.
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The parent's ref reaches the same input.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.ownerDocument.activeElement === input) setFocused(true);
    const held = parseCustomAmount(input.value);
    if (held !== null && held !== amount) setAmount(held);
    // Once, on mount: later edits arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After an edit, the caret goes back after the digit it followed (the display was written anew).
  const caretDigits = useRef<number | null>(null);
  const display = displayAmount(amount, focused, format);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, digits);
    input.setSelectionRange(caret, caret);
  });

  const computedError = amount === null && !required ? null : validate(amount);
  const error = errorProp ?? (touched || invalid ? computedError : null);

  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;

  const inputProps = {
    ref: inputRef,
    id,
    type: 'text' as const,
    // A text input with a numeric keypad, not type=number: it can show the '$' and never turns a
    // wheel or arrow key into a changed amount.
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: display,
    'aria-invalid': Boolean(error) || undefined,
    'aria-required': required || undefined,
    'aria-describedby': joinIds(hasHelper ? helperId : undefined, error ? errorId : undefined),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value, selectionStart } = event.currentTarget;
      // Digits before the caret, less the leading zeros the display drops.
      const before = readDigits(value.slice(0, selectionStart ?? value.length));
      const leadingZeros = readDigits(value).length - readDigits(value).replace(/^0+/, '').length;
      caretDigits.current = Math.max(0, before.length - leadingZeros);
      setAmount(parseCustomAmount(value));
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Leaving the field with only '$' clears it (displayAmount shows '' once unfocused).
      setFocused(false);
      setTouched(true);
      onBlur?.(event);
    },
  };

  return {
    amount,
    error,
    helperId,
    errorId,
    inputProps,
  };
}
