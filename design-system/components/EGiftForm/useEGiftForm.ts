import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { useMessages } from '../../i18n/LocaleProvider';
import { eGiftFormMessages } from './EGiftForm.messages';
import {
  clampRecipientQuantity,
  createRequiredFieldValidators,
  isPersonFieldRequired,
  withOptionalFields,
  createEGiftFormState,
  createEGiftFormValues,
  DEFAULT_EGIFT_LIMITS,
  egiftFormReducer,
  firstInvalidField,
  getFieldErrors,
  getFieldValue,
  isEGiftFormValid,
  isOverLengthLimit,
  visibleFieldPaths,
  visibleRecipientCount,
  type EGiftFieldPath,
  type EGiftFormAction,
  type EGiftFormLimits,
  type EGiftFormState,
  type EGiftFormValidators,
  type EGiftFormValues,
  type EGiftPersonField,
  type EGiftRequiredFields,
} from './eGiftFormReducer';

export interface EGiftFormHandle {
  /**
   * Shows every visible field's error (as on submit) and moves focus to the first invalid field.
   * Returns whether the form is valid.
   */
  validateAll: () => boolean;
}

export interface EGiftFormChangeDetails {
  /** Whether every visible field is valid (a page may disable its submit otherwise). */
  valid: boolean;
}

export interface UseEGiftFormOptions {
  /** Number of cards: one recipient form per card, up to maxRecipients. @default 1 */
  quantity?: number;
  /** Most recipient forms. @default 10 */
  maxRecipients?: number;
  /** Longest first or last name (longer text is kept and its error shows at once). @default 100 */
  maxFieldLength?: number;
  /** Longest e-mail address (longer text is kept and its error shows at once). @default 254 */
  maxEmailLength?: number;
  /** Longest message (the counter shows it; longer text is kept, with its error). @default 250 */
  maxMessageLength?: number;
  /**
   * Each field's validator, returning its error message. @default names and e-mails required and
   * within their limits (the 'EGiftForm.required' and 'EGiftForm.tooLong' messages)
   */
  validators?: EGiftFormValidators;
  /**
   * Which person fields must be filled, per party, e.g. { recipient: { lastName: false } }: a field
   * that is not is not marked required, and is never an error while empty. @default all of them
   */
  requiredFields?: EGiftRequiredFields;
  /** Controlled values (see EGiftFormProps.value). */
  value?: EGiftFormValues;
  /** Initial values when uncontrolled. */
  defaultValue?: Partial<EGiftFormValues>;
  onValueChange?: (values: EGiftFormValues, details: EGiftFormChangeDetails) => void;
  /** Show every visible field's error now; turning it on moves focus to the first invalid field. */
  showAllErrors?: boolean;
  /** Imperative handle: validateAll(). */
  ref?: Ref<EGiftFormHandle> | undefined;
  /**
   * Stable field ids ('{idPrefix}-sender-email', '{idPrefix}-recipients-0-email', …), e.g. for an
   * error summary's links. @default generated ids
   */
  idPrefix?: string | undefined;
}

export interface UseEGiftFormElements {
  /** The form's root element: focus moves to fields inside its document. */
  rootRef: RefObject<HTMLElement | null>;
}

type PersonPrefix = 'sender' | `recipients.${number}`;

/**
 * Behaviour of the eGift form over its pure reducer (egiftFormReducer.ts): controlled or
 * uncontrolled values, the quantity prop followed while rendering, validation shown on blur or on
 * validateAll, focus on the first invalid field, and the announcement of added or removed
 * recipient forms. The component only lays out what this returns.
 */
export function useEGiftForm(
  {
    quantity = 1,
    maxRecipients = DEFAULT_EGIFT_LIMITS.maxRecipients,
    maxFieldLength = DEFAULT_EGIFT_LIMITS.maxFieldLength,
    maxEmailLength = DEFAULT_EGIFT_LIMITS.maxEmailLength,
    maxMessageLength = DEFAULT_EGIFT_LIMITS.maxMessageLength,
    validators: validatorsProp,
    requiredFields,
    value,
    defaultValue,
    onValueChange,
    showAllErrors = false,
    ref,
    idPrefix,
  }: UseEGiftFormOptions,
  { rootRef }: UseEGiftFormElements,
) {
  const messages = useMessages(eGiftFormMessages);
  const validators = withOptionalFields(
    validatorsProp ??
      createRequiredFieldValidators({
        required: messages.format('EGiftForm.required'),
        tooLong: (max) => messages.format('EGiftForm.tooLong', { max }),
      }),
    requiredFields,
  );
  const baseId = useId();
  const fieldId = (path: EGiftFieldPath) => `${idPrefix ?? baseId}-${path.replaceAll('.', '-')}`;
  const limits: EGiftFormLimits = {
    maxRecipients,
    maxFieldLength,
    maxEmailLength,
    maxMessageLength,
  };

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
  const { values, touched, recipientChange } = current;
  const announcement = recipientChange
    ? messages.format(
        recipientChange.change === 'added'
          ? 'EGiftForm.recipientsAdded'
          : 'EGiftForm.recipientsRemoved',
        {
          from: recipientChange.from,
          to: recipientChange.to,
          count: recipientChange.to - recipientChange.from + 1,
        },
      )
    : '';

  const dispatch = (action: EGiftFormAction): EGiftFormState => {
    const next = egiftFormReducer(current, action);
    if (next === current) return current;
    setState(next);
    if (next.values !== current.values) {
      onValueChange?.(next.values, { valid: isEGiftFormValid(next.values, limits, validators) });
    }
    return next;
  };

  const focusField = (path: EGiftFieldPath | null) => {
    if (path) rootRef.current?.ownerDocument.getElementById(fieldId(path))?.focus();
  };
  const validateAll = () => {
    const next = dispatch({ type: 'validateAll' });
    const first = firstInvalidField(next.values, limits, validators);
    focusField(first);
    return first === null;
  };
  useImperativeHandle(ref, () => ({ validateAll }));

  // Latest values for the effects below, which must not re-run on every keystroke.
  const latest = useRef({ values, onValueChange, limits, validators, focusField });
  useEffect(() => {
    latest.current = { values, onValueChange, limits, validators, focusField };
  });

  // Text typed before the form hydrated is in the fields but not in the state: the server's HTML is
  // editable while the page's script loads, and a keystroke that makes React hydrate the form is
  // not seen as a change (React keeps what the field holds and fires nothing for it). Left there,
  // the shopper sees a filled form that counts as empty, so the page keeps its submit disabled.
  // Right after the first commit (the hydration), the form takes over what its fields hold; on a
  // client render they hold the state's own values and nothing changes.
  useLayoutEffect(() => {
    const document = rootRef.current?.ownerDocument;
    if (!document) return;
    const typed: Partial<Record<EGiftFieldPath, string>> = {};
    for (const path of visibleFieldPaths(values)) {
      const field = document.getElementById(fieldId(path));
      if (field && 'value' in field && typeof field.value === 'string') typed[path] = field.value;
    }
    dispatch({ type: 'setFields', fields: typed });
    // Once, on mount: later edits arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A quantity change from the page changes the visible recipients and so the validity: tell the
  // parent, after the render that showed it.
  const reportedQuantity = useRef(values.quantity);
  useEffect(() => {
    if (reportedQuantity.current === values.quantity) return;
    reportedQuantity.current = values.quantity;
    const {
      values: latestValues,
      onValueChange: notify,
      limits: l,
      validators: v,
    } = latest.current;
    notify?.(latestValues, { valid: isEGiftFormValid(latestValues, l, v) });
  }, [values.quantity]);

  // showAllErrors turning on (a submit) moves focus to the first invalid field.
  useEffect(() => {
    if (!showAllErrors) return;
    const { values: latestValues, limits: l, validators: v, focusField: focus } = latest.current;
    focus(firstInvalidField(latestValues, l, v));
  }, [showAllErrors]);

  const errors = getFieldErrors(values, limits, validators);
  // Errors show from the first blur (spec 5), except a value over its length limit: nothing is cut
  // (a native maxlength would cut a paste without a word), so the shopper is told at once.
  const shownError = (path: EGiftFieldPath) =>
    touched[path] || showAllErrors || isOverLengthLimit(values, path, limits)
      ? (errors[path] ?? null)
      : null;

  /** Props of a sender or recipient field's TextField (label and layout are the component's). */
  const personFieldProps = (prefix: PersonPrefix, field: EGiftPersonField) => {
    const path = `${prefix}.${field}` as EGiftFieldPath;
    const isSender = prefix === 'sender';
    const recipientNumber = isSender ? 0 : Number(prefix.split('.')[1]) + 1;
    const isEmail = field === 'email';
    return {
      id: fieldId(path),
      required: isPersonFieldRequired(requiredFields, isSender ? 'sender' : 'recipient', field),
      value: getFieldValue(values, path),
      onValueChange: (next: string) => dispatch({ type: 'setField', field: path, value: next }),
      onBlur: () => dispatch({ type: 'blur', field: path }),
      error: shownError(path),
      name: isSender ? `sender_${field}` : `recipient_${recipientNumber}_${field}`,
      // type=text with an e-mail keyboard: no native validation bubble competing with our
      // on-blur messages, and no caret quirks of type=email in controlled inputs.
      inputMode: isEmail ? ('email' as const) : undefined,
      autoComplete: isSender
        ? { email: 'email', firstName: 'given-name', lastName: 'family-name' }[field]
        : 'off',
      autoCapitalize: isEmail ? 'none' : 'words',
      spellCheck: false,
    };
  };

  const messageFieldProps = {
    id: fieldId('message'),
    value: values.message,
    onValueChange: (next: string) => dispatch({ type: 'setField', field: 'message', value: next }),
    onBlur: () => dispatch({ type: 'blur', field: 'message' }),
    error: shownError('message'),
    maxLength: maxMessageLength,
    allowOverLimit: true,
    name: 'senderMessage',
  };

  /** Props of the optional send date's field (a native date input; the page gives its bounds). */
  const sendDateFieldProps = {
    id: fieldId('sendDate'),
    type: 'date',
    value: values.sendDate ?? '',
    onValueChange: (next: string) => dispatch({ type: 'setField', field: 'sendDate', value: next }),
    onBlur: () => dispatch({ type: 'blur', field: 'sendDate' }),
    error: shownError('sendDate'),
    name: 'sendDate',
  };

  /** Props of the card design picker (the chosen id goes up with the values). */
  const designProps = {
    id: fieldId('design' as EGiftFieldPath),
    value: values.designId ?? '',
    onValueChange: (designId: string) => dispatch({ type: 'setDesign', designId }),
    name: 'designId',
  };

  const sameEmailProps = {
    checked: values.sendToSame,
    onCheckedChange: (on: boolean) => dispatch({ type: 'toggleSameEmail', on }),
    name: 'isSendToOne',
  };

  return {
    values,
    /** Whether the same-email option means anything (more than one card). */
    showSameEmail: values.quantity > 1,
    recipientCount: visibleRecipientCount(values),
    /** Whether the send date passes its rule (an empty one does), shown or not yet. */
    sendDateValid: !errors.sendDate,
    announcement,
    personFieldProps,
    messageFieldProps,
    sendDateFieldProps,
    designProps,
    sameEmailProps,
  };
}
