import { useId, type FocusEvent, type Ref } from 'react';
import { FieldError } from '../TextField/FieldError';
import * as fieldStyles from '../TextField/field.css';
import { DEFAULT_AMOUNT_BOUNDS } from './customAmount';
import { useCustomAmountInput } from './useCustomAmountInput';

export interface CustomAmountInputProps {
  /**
   * Controlled amount in whole dollars, or null when the field is empty. The field shows it as '$12'.
   * (The number, not the display string, so the parent never parses text.)
   */
  value?: number | null;
  /** Initial amount when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new amount (or null) as the shopper types. */
  onValueChange?: (value: number | null) => void;
  /** Visible label. @default 'Enter amount' */
  label?: string;
  /** Smallest valid amount (gcMinAmount). @default 1 */
  min?: number;
  /** Largest valid amount (gcMaxAmount); also used in the helper text. @default 1500 */
  max?: number;
  /** An empty field is an error (on blur or when invalid is set). @default true */
  required?: boolean;
  /** Show the validation error now, e.g. after a submit attempt. @default false */
  invalid?: boolean;
  /** A message that replaces the computed error (and marks the field invalid). */
  error?: string | null;
  /** @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  id?: string;
  className?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Ref to the input (e.g. to focus it on a failed submit). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 'Custom Amount' field: digits only, no leading zeros, '$' in front; '$' alone while focused
 * and empty, cleared on blur. Helper and error texts come from min and max (spec 5).
 */
export function CustomAmountInput({
  value,
  defaultValue = null,
  onValueChange,
  label = 'Enter amount',
  min = DEFAULT_AMOUNT_BOUNDS.min,
  max = DEFAULT_AMOUNT_BOUNDS.max,
  required = true,
  invalid = false,
  error: errorProp,
  disabled = false,
  name,
  id: idProp,
  className,
  onFocus,
  onBlur,
  ref,
}: CustomAmountInputProps) {
  const autoId = useId();
  const id = idProp ?? `${autoId}-amount`;
  const { error, helperText, helperId, errorId, inputProps } = useCustomAmountInput({
    id,
    bounds: { min, max },
    value,
    defaultValue,
    onValueChange,
    required,
    invalid,
    error: errorProp,
    onFocus,
    onBlur,
  });

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={helperId} className={fieldStyles.helper}>
        {helperText}
      </p>
      <input
        {...inputProps}
        ref={ref}
        name={name}
        disabled={disabled}
        className={fieldStyles.control}
        data-invalid={inputProps['aria-invalid']}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
