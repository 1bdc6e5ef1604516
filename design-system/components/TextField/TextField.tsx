import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useFormatters, useMessages, type MessageFormatter } from '../../i18n/LocaleProvider';
import type { Messages } from '../../i18n/messages';
import { fillTemplate, type MessageTools } from '../../i18n/template';
import { joinIds, useControllableState } from '../_shared/useControllableState';
import { textFieldMessages } from './TextField.messages';
import { FieldError } from '../Field/FieldError';
import * as styles from '../Field/field.css';
import { cx } from '../../css/cx';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'size'
  | 'children'
  | 'maxLength'
  | 'required'
>;

export interface TextFieldProps extends NativeInputProps {
  /** Visible label; it is also the field's accessible name. */
  label: string;
  /** Marks the field required: aria-required, and a visible mark (see necessityIndicator). @default false */
  required?: boolean;
  /**
   * How the label shows whether the field is needed: 'icon' puts '*' (text, not colour) after a
   * required field's label; 'label' puts the words '(required)' or '(optional)' (the
   * 'TextField.required' and 'TextField.optional' messages) after every label. @default 'icon'
   */
  necessityIndicator?: 'icon' | 'label';
  /** Hint shown under the field and tied to it with aria-describedby. */
  helperText?: ReactNode;
  /** Error message; when set the field is aria-invalid and the message is tied to it. */
  error?: string | null;
  /** Marks the field invalid without a message (e.g. the message is shown elsewhere). @default false */
  invalid?: boolean;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new (normalised) value on every edit. */
  onValueChange?: (value: string) => void;
  /** Native change handler, called before onValueChange. */
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  onFocus?: FocusEventHandler<FieldElement>;
  onKeyDown?: KeyboardEventHandler<FieldElement>;
  /** Limit on the number of characters: a hard one (native maxlength) unless allowOverLimit. */
  maxLength?: number;
  /**
   * Keeps text past maxLength instead of cutting it (no native maxlength, which cuts a paste
   * silently); the counter then shows the excess and the caller passes an error. @default false
   */
  allowOverLimit?: boolean;
  /** Shows a character counter (needs maxLength). @default false */
  showCounter?: boolean;
  /**
   * A hint shown once, before the counter: 'Max {{maxChars}} characters' ('{{maxChars}}' or '{max}'
   * is maxLength). Leave it out when the counter already says it all. @default none
   */
  counterLabel?: string;
  /**
   * The counter as shown, with {count} and {max}: '{count} of {max} characters'. @default the
   * 'TextField.counter' message ('{count}/{max}')
   */
  counterText?: Messages['TextField.counter'];
  /**
   * The counter is announced (politely) only once this few characters remain, and only after typing
   * pauses, so screen readers are not interrupted on every keystroke. @default 20
   */
  counterAnnounceThreshold?: number;
  /** Pause (ms) before the remaining-characters announcement. @default 750 */
  counterAnnounceDelayMs?: number;
  /** Render a textarea (e.g. a message). @default false */
  multiline?: boolean;
  /** Visible rows of the textarea. @default 4 */
  rows?: number;
  /**
   * Rewrites what the shopper types or pastes (e.g. curly quotes to plain). Must keep the length of
   * each character so the caret can stay where it was.
   */
  normalizeValue?: (value: string) => string;
  /** Ref to the input or textarea. */
  ref?: Ref<FieldElement>;
}

/** Fills '{{maxChars}}' (or '{max}') in a counter label, the number as the locale writes it. */
export function formatCounterLabel(
  pattern: string,
  maxChars: number,
  tools: Pick<MessageTools, 'number'> = { number: String },
): string {
  return fillTemplate(pattern, { maxChars, max: maxChars }, tools);
}

type CounterMessages = MessageFormatter<keyof typeof textFieldMessages>;

/** The polite announcement for the remaining characters ('3 characters remaining'). */
export function remainingCharactersMessage(remaining: number, messages: CounterMessages): string {
  if (remaining < 0) return messages.format('TextField.overLimit', { over: -remaining });
  if (remaining === 0) return messages.format('TextField.limitReached');
  return messages.format('TextField.remaining', { remaining });
}

/**
 * A labelled text field (or textarea) with helper, error and optional character counter. Errors,
 * hints and the counter are tied to the control with aria-describedby.
 */
export function TextField({
  label,
  required = false,
  necessityIndicator = 'icon',
  helperText,
  error,
  invalid = false,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  maxLength,
  allowOverLimit = false,
  showCounter = false,
  counterLabel,
  counterText,
  counterAnnounceThreshold = 20,
  counterAnnounceDelayMs = 750,
  multiline = false,
  rows = 4,
  normalizeValue,
  id: idProp,
  className,
  ref,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `${autoId}-field`;
  const helperId = `${id}-helper`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });

  const messages = useMessages(textFieldMessages, { 'TextField.counter': counterText });
  const { tools } = useFormatters();
  const hasCounter = showCounter && maxLength !== undefined;
  const remaining = maxLength === undefined ? Infinity : maxLength - value.length;
  const announcement = useCounterAnnouncement(
    hasCounter ? remaining : Infinity,
    counterAnnounceThreshold,
    counterAnnounceDelayMs,
    (left) => remainingCharactersMessage(left, messages),
  );

  const isInvalid = invalid || Boolean(error);

  const handleChange = (event: ChangeEvent<FieldElement>) => {
    onChange?.(event);
    const target = event.currentTarget;
    let next = target.value;
    if (normalizeValue) {
      const normalised = normalizeValue(next);
      if (normalised !== next) {
        // Write the normalised text into the DOM ourselves and put the caret back, so React (which
        // would otherwise reset a changed controlled value) leaves the caret where the shopper is.
        const { selectionStart, selectionEnd } = target;
        target.value = normalised;
        target.setSelectionRange(selectionStart, selectionEnd);
        next = normalised;
      }
    }
    setValue(next);
  };

  const shared = {
    id,
    className: cx(styles.control, multiline ? styles.multiline : undefined, className),
    value,
    maxLength: allowOverLimit ? undefined : maxLength,
    onChange: handleChange,
    'aria-required': required || undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': joinIds(
      helperText ? helperId : undefined,
      hasCounter ? counterId : undefined,
      error ? errorId : undefined,
      describedByProp,
    ),
    'data-invalid': isInvalid || undefined,
    'data-disabled': rest.disabled ? '' : undefined,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {necessityIndicator === 'label' ? (
          <>
            {' '}
            <span className={styles.necessityLabel}>
              {messages.format(required ? 'TextField.required' : 'TextField.optional')}
            </span>
          </>
        ) : required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows}
        />
      ) : (
        <input type="text" {...rest} {...shared} ref={ref as Ref<HTMLInputElement>} />
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hasCounter ? (
        <div className={styles.footer}>
          {/* The hint (when given) and the count as read; the count as shown is hidden from
              assistive technology, so each is said once. */}
          <span id={counterId}>
            {counterLabel ? formatCounterLabel(counterLabel, maxLength, tools) : null}
            <span className={visuallyHidden}>
              {`${counterLabel ? ', ' : ''}${messages.format('TextField.counterDescription', {
                count: value.length,
                max: maxLength,
              })}`}
            </span>
          </span>
          <span
            className={styles.counter}
            data-state={remaining < 0 ? 'over' : remaining === 0 ? 'limit' : undefined}
            aria-hidden="true"
          >
            {messages.format('TextField.counter', { count: value.length, max: maxLength })}
          </span>
        </div>
      ) : null}
      {hasCounter ? (
        <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The counter's polite announcement: set only after typing pauses and only near the limit, so a
 * screen reader is not interrupted on every keystroke (a11y contract, "Forms").
 */
function useCounterAnnouncement(
  remaining: number,
  threshold: number,
  delayMs: number,
  describe: (remaining: number) => string,
): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(remaining);
  // The latest wording (it follows the provider's messages) without restarting the pause.
  const wording = useRef(describe);
  useEffect(() => {
    wording.current = describe;
  });
  useEffect(() => {
    if (previous.current === remaining) return; // first render, or nothing typed
    previous.current = remaining;
    const timer = setTimeout(() => {
      setAnnouncement(remaining <= threshold ? wording.current(remaining) : '');
    }, delayMs);
    return () => clearTimeout(timer);
  }, [remaining, threshold, delayMs]);
  return announcement;
}
