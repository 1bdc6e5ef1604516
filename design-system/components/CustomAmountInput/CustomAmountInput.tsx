import { useId, type FocusEvent, type Ref } from 'react';
import { FieldError } from '../Field/FieldError';
import * as fieldStyles from '../Field/field.css';
import { requireAmount } from './customAmount';
import { useCustomAmountInput } from './useCustomAmountInput';
import { cx } from '../../css/cx';

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
  /** Text under the label (e.g. the allowed range). @default none */
  helperText?: string;
  /**
   * The amount's error message, or null when valid; null is an empty field (asked only when
   * required). @default an amount is required
   */
  validate?: (amount: number | null) => string | null;
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
 * A custom amount field: digits only, no leading zeros, '$' in front; '$' alone while focused
 * and empty, cleared on blur. The helper text and the validation (with its message) come as props.
 */
export function CustomAmountInput({
  value,
  defaultValue = null,
  onValueChange,
  label = 'Enter amount',
  helperText,
  validate = requireAmount,
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
  const { error, helperId, errorId, inputProps } = useCustomAmountInput({
    id,
    validate,
    value,
    defaultValue,
    onValueChange,
    required,
    hasHelper: Boolean(helperText),
    invalid,
    error: errorProp,
    onFocus,
    onBlur,
    ref,
  });

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {helperText ? (
        <p id={helperId} className={fieldStyles.helper}>
          {helperText}
        </p>
      ) : null}
      <input
        {...inputProps}
        name={name}
        disabled={disabled}
        className={fieldStyles.control}
        data-invalid={inputProps['aria-invalid']}
        data-disabled={disabled ? '' : undefined}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
