// State of the eGift form as a pure reducer over a closed set of actions: a sender, one recipient per
// card (or one for all), and an optional message. No React, no DOM, no shop: the limits and the
// validators (with their messages) come from the caller.
import type { EGiftFormValues, EGiftParty, EGiftPerson } from '../../formValues';
import { normalizeEGiftMessage } from './eGiftMessage';
import {
  requiredFieldValidators,
  type EGiftFormValidators,
  type EGiftPersonField,
} from './eGiftValidators';

export type { EGiftFormValues, EGiftPerson } from '../../formValues';
export {
  createRequiredFieldValidators,
  isPersonFieldRequired,
  requiredFieldValidators,
  withOptionalFields,
  type EGiftFormValidators,
  type EGiftPersonField,
  type EGiftRequiredFields,
} from './eGiftValidators';

export interface EGiftFormLimits {
  maxRecipients: number;
  /** Longest first or last name. */
  maxFieldLength: number;
  /** Longest e-mail address. */
  maxEmailLength: number;
  maxMessageLength: number;
}

/** Neutral defaults; a shop passes its own limits. 254: RFC 5321's longest forward path. */
export const DEFAULT_EGIFT_LIMITS: EGiftFormLimits = {
  maxRecipients: 10,
  maxFieldLength: 100,
  maxEmailLength: 254,
  maxMessageLength: 250,
};

/**
 * A field's address: 'sender.email', 'recipients.1.firstName' (0-based), 'message' or 'sendDate'.
 */
export type EGiftFieldPath =
  | `sender.${EGiftPersonField}`
  | `recipients.${number}.${EGiftPersonField}`
  | 'message'
  | 'sendDate';

export interface EGiftFormState {
  values: EGiftFormValues;
  /** Fields whose errors show: blurred once, or all visible ones after validateAll. */
  touched: Partial<Record<EGiftFieldPath, true>>;
  /** The last change in the number of recipient forms, for a polite live region (null: none yet). */
  recipientChange: RecipientChange | null;
  limits: EGiftFormLimits;
}

export type EGiftFormAction =
  | { type: 'setField'; field: EGiftFieldPath; value: string }
  /**
   * Several fields at once, each as setField would set it: what the fields already held when the
   * form hydrated (text typed before the page's script took the fields over).
   */
  | { type: 'setFields'; fields: Partial<Record<EGiftFieldPath, string>> }
  | { type: 'blur'; field: EGiftFieldPath }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'toggleSameEmail'; on: boolean }
  | { type: 'setDesign'; designId: string }
  | { type: 'validateAll' }
  | { type: 'replaceValues'; values: EGiftFormValues };

export const EMPTY_PERSON: EGiftPerson = Object.freeze({ email: '', firstName: '', lastName: '' });

/** A date field's value is 'YYYY-MM-DD': anything longer is not one (the validator says so). */
const SEND_DATE_MAX_LENGTH = 10;

/** The person fields in form (and focus) order. */
export const PERSON_FIELDS: readonly EGiftPersonField[] = ['email', 'firstName', 'lastName'];

export function clampRecipientQuantity(quantity: number, maxRecipients: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(maxRecipients, Math.max(1, Math.trunc(quantity)));
}

export function createEGiftFormValues(
  initial: Partial<EGiftFormValues> = {},
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
): EGiftFormValues {
  return {
    sender: { ...EMPTY_PERSON, ...initial.sender },
    recipients: (initial.recipients ?? []).map((person) => ({ ...EMPTY_PERSON, ...person })),
    message: initial.message ?? '',
    sendToSame: initial.sendToSame ?? false,
    quantity: clampRecipientQuantity(initial.quantity ?? 1, limits.maxRecipients),
    sendDate: initial.sendDate ?? '',
    ...(initial.sendTimeZone ? { sendTimeZone: initial.sendTimeZone } : {}),
    ...(initial.designId ? { designId: initial.designId } : {}),
  };
}

export function createEGiftFormState(
  initial: Partial<EGiftFormValues> = {},
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
): EGiftFormState {
  return {
    values: createEGiftFormValues(initial, limits),
    touched: {},
    recipientChange: null,
    limits,
  };
}

/** How many recipient forms show: one when sending to the same e-mail, else one per card. */
export function visibleRecipientCount(values: EGiftFormValues): number {
  return values.sendToSame ? 1 : Math.max(1, values.quantity);
}

/** Recipient `index` (0-based), empty if never typed. */
export function getRecipient(values: EGiftFormValues, index: number): EGiftPerson {
  return values.recipients[index] ?? EMPTY_PERSON;
}

/** The recipients whose forms show. */
export function visibleRecipients(values: EGiftFormValues): EGiftPerson[] {
  return Array.from({ length: visibleRecipientCount(values) }, (_, i) => getRecipient(values, i));
}

export function getFieldValue(values: EGiftFormValues, field: EGiftFieldPath): string {
  const parsed = parseFieldPath(field);
  if (parsed.kind === 'message') return values.message;
  if (parsed.kind === 'sendDate') return values.sendDate ?? '';
  if (parsed.kind === 'sender') return values.sender[parsed.field];
  return getRecipient(values, parsed.index)[parsed.field];
}

type ParsedPath =
  | { kind: 'message' }
  | { kind: 'sendDate' }
  | { kind: 'sender'; field: EGiftPersonField }
  | { kind: 'recipient'; index: number; field: EGiftPersonField };

export function parseFieldPath(path: EGiftFieldPath): ParsedPath {
  if (path === 'message') return { kind: 'message' };
  if (path === 'sendDate') return { kind: 'sendDate' };
  const parts = path.split('.');
  if (parts[0] === 'sender') return { kind: 'sender', field: parts[1] as EGiftPersonField };
  return { kind: 'recipient', index: Number(parts[1]), field: parts[2] as EGiftPersonField };
}

/** Every visible field, in the order the form shows them (and focus visits them). */
export function visibleFieldPaths(values: EGiftFormValues): EGiftFieldPath[] {
  const paths: EGiftFieldPath[] = PERSON_FIELDS.map((f) => `sender.${f}` as const);
  for (let i = 0; i < visibleRecipientCount(values); i++) {
    for (const f of PERSON_FIELDS) paths.push(`recipients.${i}.${f}`);
    if (i === 0) paths.push('message');
  }
  // The send date comes after the recipients (it is the order's, not a recipient's).
  paths.push('sendDate');
  return paths;
}

/** A field's length limit: the message's, an e-mail's or a name's. */
export function fieldLengthLimit(field: EGiftFieldPath, limits: EGiftFormLimits): number {
  const parsed = parseFieldPath(field);
  if (parsed.kind === 'message') return limits.maxMessageLength;
  if (parsed.kind === 'sendDate') return SEND_DATE_MAX_LENGTH;
  return parsed.field === 'email' ? limits.maxEmailLength : limits.maxFieldLength;
}

/**
 * Whether a field holds more than its limit. Such a value is kept as typed or pasted (never cut
 * silently) and its error shows at once, without waiting for the blur.
 */
export function isOverLengthLimit(
  values: EGiftFormValues,
  field: EGiftFieldPath,
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
): boolean {
  return getFieldValue(values, field).length > fieldLengthLimit(field, limits);
}

/** A field's error (whether or not it is shown yet), or null. */
export function validateField(
  values: EGiftFormValues,
  field: EGiftFieldPath,
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
  validators: EGiftFormValidators = requiredFieldValidators,
): string | null {
  const parsed = parseFieldPath(field);
  const maxLength = fieldLengthLimit(field, limits);
  if (parsed.kind === 'message') return validators.message(values.message, maxLength);
  if (parsed.kind === 'sendDate') return validators.sendDate?.(values.sendDate ?? '') ?? null;
  const party: EGiftParty = parsed.kind === 'sender' ? 'sender' : 'recipient';
  return validators[parsed.field](getFieldValue(values, field), party, maxLength);
}

/** The errors of every visible field (hidden recipients are not validated). */
export function getFieldErrors(
  values: EGiftFormValues,
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
  validators: EGiftFormValidators = requiredFieldValidators,
): Partial<Record<EGiftFieldPath, string>> {
  const errors: Partial<Record<EGiftFieldPath, string>> = {};
  for (const path of visibleFieldPaths(values)) {
    const error = validateField(values, path, limits, validators);
    if (error) errors[path] = error;
  }
  return errors;
}

/** The errors to show now: those of touched fields. */
export function getVisibleErrors(
  state: EGiftFormState,
  validators: EGiftFormValidators = requiredFieldValidators,
): Partial<Record<EGiftFieldPath, string>> {
  const errors = getFieldErrors(state.values, state.limits, validators);
  const shown: Partial<Record<EGiftFieldPath, string>> = {};
  for (const [path, error] of Object.entries(errors) as Array<[EGiftFieldPath, string]>) {
    if (state.touched[path]) shown[path] = error;
  }
  return shown;
}

export function isEGiftFormValid(
  values: EGiftFormValues,
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
  validators: EGiftFormValidators = requiredFieldValidators,
): boolean {
  return Object.keys(getFieldErrors(values, limits, validators)).length === 0;
}

/** The first invalid visible field in form order (where focus goes on a failed submit), or null. */
export function firstInvalidField(
  values: EGiftFormValues,
  limits: EGiftFormLimits = DEFAULT_EGIFT_LIMITS,
  validators: EGiftFormValidators = requiredFieldValidators,
): EGiftFieldPath | null {
  return (
    visibleFieldPaths(values).find((path) => validateField(values, path, limits, validators)) ??
    null
  );
}

/** Recipient forms that appeared or went: numbers `from` to `to` (1-based; equal for one). */
export interface RecipientChange {
  change: 'added' | 'removed';
  from: number;
  to: number;
}

/**
 * What changed when the number of recipient forms went from `previous` to `next`, to announce
 * ('Recipient 3 added', 'Recipients 2 to 5 removed'); null when nothing did.
 */
export function recipientChange(previous: number, next: number): RecipientChange | null {
  if (previous === next) return null;
  return next > previous
    ? { change: 'added', from: previous + 1, to: next }
    : { change: 'removed', from: next + 1, to: previous };
}

function setPersonField(person: EGiftPerson, field: EGiftPersonField, value: string): EGiftPerson {
  return { ...person, [field]: value };
}

/** Sets a field as typed: nothing is cut at the limit (see isOverLengthLimit). */
function withField(values: EGiftFormValues, path: EGiftFieldPath, value: string): EGiftFormValues {
  const parsed = parseFieldPath(path);
  if (parsed.kind === 'message') return { ...values, message: normalizeEGiftMessage(value) };
  if (parsed.kind === 'sendDate') return { ...values, sendDate: value };
  if (parsed.kind === 'sender') {
    return { ...values, sender: setPersonField(values.sender, parsed.field, value) };
  }
  const recipients = values.recipients.slice();
  while (recipients.length <= parsed.index) recipients.push({ ...EMPTY_PERSON });
  recipients[parsed.index] = setPersonField(
    getRecipient(values, parsed.index),
    parsed.field,
    value,
  );
  return { ...values, recipients };
}

function withVisibleCount(state: EGiftFormState, values: EGiftFormValues): EGiftFormState {
  const change = recipientChange(
    visibleRecipientCount(state.values),
    visibleRecipientCount(values),
  );
  return { ...state, values, recipientChange: change ?? state.recipientChange };
}

export function egiftFormReducer(state: EGiftFormState, action: EGiftFormAction): EGiftFormState {
  switch (action.type) {
    case 'setField': {
      const values = withField(state.values, action.field, action.value);
      if (getFieldValue(values, action.field) === getFieldValue(state.values, action.field)) {
        return state;
      }
      return { ...state, values };
    }
    case 'setFields':
      return (Object.entries(action.fields) as Array<[EGiftFieldPath, string]>).reduce(
        (next, [field, value]) => egiftFormReducer(next, { type: 'setField', field, value }),
        state,
      );
    case 'blur':
      // Validation runs on blur: from now on this field's error shows and follows edits.
      if (state.touched[action.field]) return state;
      return { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'setQuantity': {
      const quantity = clampRecipientQuantity(action.quantity, state.limits.maxRecipients);
      if (quantity === state.values.quantity) return state;
      return withVisibleCount(state, { ...state.values, quantity });
    }
    case 'toggleSameEmail':
      if (action.on === state.values.sendToSame) return state;
      return withVisibleCount(state, { ...state.values, sendToSame: action.on });
    case 'setDesign':
      if (action.designId === (state.values.designId ?? '')) return state;
      return { ...state, values: { ...state.values, designId: action.designId } };
    case 'validateAll': {
      const touched = { ...state.touched };
      for (const path of visibleFieldPaths(state.values)) touched[path] = true;
      return { ...state, touched };
    }
    case 'replaceValues':
      return { ...state, values: action.values };
  }
}
