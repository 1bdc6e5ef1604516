import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import * as styles from './EGiftForm.css';
import {
  clampRecipientQuantity,
  createEGiftFormState,
  createEGiftFormValues,
  DEFAULT_EGIFT_LIMITS,
  egiftFormReducer,
  firstInvalidField,
  getFieldErrors,
  getFieldValue,
  isEGiftFormValid,
  visibleRecipientCount,
  type EGiftFieldPath,
  type EGiftFormAction,
  type EGiftFormLimits,
  type EGiftFormState,
  type EGiftFormValues,
  type EGiftPersonField,
} from './egiftFormReducer';
import { normalizeEGiftMessage } from './egiftMessage';
import { EMAIL_FIELD_LABEL } from './egiftValidation';

export interface EGiftFormHandle {
  /**
   * Shows every visible field's error (as on submit) and moves focus to the first invalid field.
   * Returns whether the form is valid.
   */
  validateAll: () => boolean;
}

export interface EGiftFormChangeDetails {
  /** Whether every visible field is valid (the page disables add to cart otherwise, spec 4). */
  valid: boolean;
}

export interface EGiftFormProps {
  /** Number of cards: one recipient form per card, up to maxRecipients. @default 1 */
  quantity?: number;
  /** Most recipient forms (maxQtyRecipients). @default 5 */
  maxRecipients?: number;
  /** Longest name or e-mail (maxCharsForEGCFormFields). @default 32 */
  maxFieldLength?: number;
  /** Longest message (maxCharsForEGCMessageField). @default 122 */
  maxMessageLength?: number;
  /**
   * Controlled values. Keep what onValueChange gives you: it holds recipients beyond the visible
   * count too, so they come back when the quantity rises again. The quantity prop wins over
   * value.quantity.
   */
  value?: EGiftFormValues;
  /** Initial values when uncontrolled. */
  defaultValue?: Partial<EGiftFormValues>;
  /** Called on every change (typing, quantity, same-email) with the values and their validity. */
  onValueChange?: (values: EGiftFormValues, details: EGiftFormChangeDetails) => void;
  /**
   * Show every visible field's error now (e.g. after a submit); turning it on also moves focus to
   * the first invalid field. The ref's validateAll() does the same imperatively. @default false
   */
  showAllErrors?: boolean;
  /** Label of the same-email checkbox. @default 'Send all cards to the same email' */
  sameEmailLabel?: string;
  /** Legend of the sender's fieldset. @default 'Sender' */
  senderLegend?: string;
  /** Legend of each recipient's fieldset; '{{n}}' is the recipient's number. @default 'Recipient {{n}}' */
  recipientLegend?: string;
  /** Label of the optional message. @default 'Message (optional)' */
  messageLabel?: string;
  /** The message's prompt (spec 5). @default 'Please enter your message' */
  messagePlaceholder?: string;
  /** Imperative handle: validateAll(). */
  ref?: Ref<EGiftFormHandle>;
  className?: string;
}

const NAME_LABELS: Record<EGiftPersonField, string> = {
  email: EMAIL_FIELD_LABEL,
  firstName: 'First Name',
  lastName: 'Last Name',
};

/**
 * The eGift card form: sender, one recipient form per card (or one when all cards go to the same
 * e-mail), and an optional message on the first recipient. Validation runs on blur with the spec's
 * messages; values and validity go up through onValueChange; nothing typed is lost when recipient
 * forms are hidden and shown again. Changes in the number of recipient forms are announced.
 */
export function EGiftForm({
  quantity = 1,
  maxRecipients = DEFAULT_EGIFT_LIMITS.maxRecipients,
  maxFieldLength = DEFAULT_EGIFT_LIMITS.maxFieldLength,
  maxMessageLength = DEFAULT_EGIFT_LIMITS.maxMessageLength,
  value,
  defaultValue,
  onValueChange,
  showAllErrors = false,
  sameEmailLabel = 'Send all cards to the same email',
  senderLegend = 'Sender',
  recipientLegend = 'Recipient {{n}}',
  messageLabel = 'Message (optional)',
  messagePlaceholder = 'Please enter your message',
  ref,
  className,
}: EGiftFormProps) {
  const baseId = useId();
  const fieldId = (path: EGiftFieldPath) => `${baseId}-${path.replaceAll('.', '-')}`;
  const limits: EGiftFormLimits = { maxRecipients, maxFieldLength, maxMessageLength };

  const [state, setState] = useState<EGiftFormState>(() =>
    createEGiftFormState({ ...(value ?? defaultValue), quantity }, limits),
  );
  // Controlled: the values come from the parent; touched fields, the announcement and the quantity
  // (which follows the quantity prop) stay here.
  let current: EGiftFormState = value
    ? {
        ...state,
        limits,
        values: { ...createEGiftFormValues(value, limits), quantity: state.values.quantity },
      }
    : { ...state, limits };

  // Follow the quantity prop while rendering (React's "adjusting state when a prop changes"), so
  // the new recipient forms and the announcement appear in the same render.
  const effectiveQuantity = clampRecipientQuantity(quantity, maxRecipients);
  const [previousQuantity, setPreviousQuantity] = useState(effectiveQuantity);
  if (effectiveQuantity !== previousQuantity) {
    setPreviousQuantity(effectiveQuantity);
    current = egiftFormReducer(current, { type: 'setQuantity', quantity: effectiveQuantity });
    setState(current);
  }
  const { values, touched, announcement } = current;

  const dispatch = (action: EGiftFormAction): EGiftFormState => {
    const next = egiftFormReducer(current, action);
    if (next === current) return current;
    setState(next);
    if (next.values !== current.values) {
      onValueChange?.(next.values, { valid: isEGiftFormValid(next.values, limits) });
    }
    return next;
  };

  const rootRef = useRef<HTMLDivElement>(null);
  const focusField = (path: EGiftFieldPath | null) => {
    if (path) rootRef.current?.ownerDocument.getElementById(fieldId(path))?.focus();
  };
  const validateAll = () => {
    const next = dispatch({ type: 'validateAll' });
    const first = firstInvalidField(next.values, limits);
    focusField(first);
    return first === null;
  };
  useImperativeHandle(ref, () => ({ validateAll }));

  // Latest values for the effects below, which must not re-run on every keystroke.
  const latest = useRef({ values, onValueChange, limits, focusField });
  useEffect(() => {
    latest.current = { values, onValueChange, limits, focusField };
  });

  // A quantity change from the page changes the visible recipients and so the validity: tell the
  // parent, after the render that showed it.
  const reportedQuantity = useRef(values.quantity);
  useEffect(() => {
    if (reportedQuantity.current === values.quantity) return;
    reportedQuantity.current = values.quantity;
    const { values: latestValues, onValueChange: notify, limits: latestLimits } = latest.current;
    notify?.(latestValues, { valid: isEGiftFormValid(latestValues, latestLimits) });
  }, [values.quantity]);

  // showAllErrors turning on (a submit) moves focus to the first invalid field.
  useEffect(() => {
    if (!showAllErrors) return;
    const { values: latestValues, limits: latestLimits, focusField: focus } = latest.current;
    focus(firstInvalidField(latestValues, latestLimits));
  }, [showAllErrors]);

  const errors = getFieldErrors(values, limits);
  const shownError = (path: EGiftFieldPath) =>
    touched[path] || showAllErrors ? (errors[path] ?? null) : null;

  const personField = (prefix: 'sender' | `recipients.${number}`, field: EGiftPersonField) => {
    const path = `${prefix}.${field}` as EGiftFieldPath;
    const isSender = prefix === 'sender';
    const recipientNumber = isSender ? 0 : Number(prefix.split('.')[1]) + 1;
    const isEmail = field === 'email';
    return (
      <TextField
        key={path}
        id={fieldId(path)}
        label={NAME_LABELS[field]}
        required
        value={getFieldValue(values, path)}
        onValueChange={(next) => dispatch({ type: 'setField', field: path, value: next })}
        onBlur={() => dispatch({ type: 'blur', field: path })}
        error={shownError(path)}
        maxLength={maxFieldLength}
        name={isSender ? `sender_${field}` : `recipient_${recipientNumber}_${field}`}
        // type=text with an e-mail keyboard: no native validation bubble competing with our
        // on-blur messages, and no caret quirks of type=email in controlled inputs.
        inputMode={isEmail ? 'email' : undefined}
        autoComplete={
          isSender
            ? { email: 'email', firstName: 'given-name', lastName: 'family-name' }[field]
            : 'off'
        }
        autoCapitalize={isEmail ? 'none' : 'words'}
        spellCheck={false}
      />
    );
  };

  const personFields = (prefix: 'sender' | `recipients.${number}`) => (
    <>
      {personField(prefix, 'email')}
      <div className={styles.names}>
        {personField(prefix, 'firstName')}
        {personField(prefix, 'lastName')}
      </div>
    </>
  );

  const recipientCount = visibleRecipientCount(values);

  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{senderLegend}</legend>
        {personFields('sender')}
      </fieldset>

      {/* The checkbox comes before the recipient forms it collapses, so focus never sits on
          something that disappears. It only means something with more than one card. */}
      {values.quantity > 1 ? (
        <Checkbox
          label={sameEmailLabel}
          checked={values.sendToSame}
          onCheckedChange={(on) => dispatch({ type: 'toggleSameEmail', on })}
          name="isSendToOne"
        />
      ) : null}

      {Array.from({ length: recipientCount }, (_, index) => (
        <fieldset key={index} className={styles.fieldset}>
          <legend className={styles.legend}>
            {recipientLegend.replaceAll('{{n}}', String(index + 1))}
          </legend>
          {personFields(`recipients.${index}`)}
          {index === 0 ? (
            <TextField
              id={fieldId('message')}
              label={messageLabel}
              multiline
              rows={3}
              placeholder={messagePlaceholder}
              value={values.message}
              onValueChange={(next) =>
                dispatch({ type: 'setField', field: 'message', value: next })
              }
              onBlur={() => dispatch({ type: 'blur', field: 'message' })}
              normalizeValue={normalizeEGiftMessage}
              error={shownError('message')}
              maxLength={maxMessageLength}
              showCounter
              name="senderMessage"
            />
          ) : null}
        </fieldset>
      ))}

      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
