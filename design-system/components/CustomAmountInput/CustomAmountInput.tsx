import { useId, type FocusEvent, type Ref } from 'react';
import { FieldError } from '../Field/FieldError';
import * as fieldStyles from '../Field/field.css';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import { customAmountInputMessages } from './CustomAmountInput.messages';
import type { AmountFieldFormat } from './customAmount';
import { useCustomAmountInput } from './useCustomAmountInput';
import { cx } from '../../css/cx';

export interface CustomAmountInputProps {
  /**
   * Controlled whole amount, or null when the field is empty. The field writes it as money in the
   * provider's locale and currency ('$12', '£1,500', '1 500 $') and reads back what it wrote, or
   * what was typed or pasted. (The number, not the display string, so the parent never parses text.)
   */
  value?: number | null;
  /** Initial amount when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new amount (or null) as the shopper types. */
  onValueChange?: (value: number | null) => void;
  /** Visible label. @default the 'CustomAmountInput.label' message ('Enter amount') */
  label?: string;
  /** ISO 4217 code of the amount, where it differs from the LocaleProvider's. @default the provider's */
  currency?: string;
  /** BCP 47 locale that writes the amount, where it differs from the provider's. @default the provider's */
  locale?: string;
  /** Text under the label (e.g. the allowed range). @default none */
  helperText?: string;
  /**
   * The amount's error message, or null when valid; null is an empty field (asked only when
   * required). @default an amount is required (the 'CustomAmountInput.required' message)
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
 * A custom amount field: whole amounts written as money in the provider's locale and currency
 * (digits only are read, in any script; no leading zeros); the currency alone while focused and
 * empty when it comes first ('$'), cleared on blur. The helper text and the validation (with its
 * message) come as props.
 */
export function CustomAmountInput({
  value,
  defaultValue = null,
  onValueChange,
  label,
  currency,
  locale,
  helperText,
  validate: validateProp,
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
  const formatters = useFormatters({ currency, locale });
  const messages = useMessages(customAmountInputMessages, { 'CustomAmountInput.label': label });
  // The currency shows alone in an empty focused field only when it comes before the digits ('$');
  // after them ('1 500 $') the caret would sit past it.
  const format: AmountFieldFormat = {
    write: (amount) => formatters.money(amount, { dropZeroCents: true }),
    emptyText: () => formatters.moneyAffixes().prefix,
  };
  const validate =
    validateProp ??
    ((amount: number | null) =>
      amount === null ? messages.format('CustomAmountInput.required') : null);
  const { error, helperId, errorId, inputProps } = useCustomAmountInput({
    id,
    format,
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
        {messages.format('CustomAmountInput.label')}
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
