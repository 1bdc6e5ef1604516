// The eGift form's validators: their shape, the neutral default rule (its texts from the form's
// messages), and optional fields. No React, no DOM.
import type { EGiftParty, EGiftPerson } from '../../formValues';

/**
 * The form's validators: each returns the field's error message, or null when it is valid. Each
 * gets the field's length limit: the form never cuts what is typed or pasted (a cut address would
 * reach someone else), so a value over its limit is kept and the validator says so.
 */
export interface EGiftFormValidators {
  email: (value: string, party: EGiftParty, maxLength: number) => string | null;
  firstName: (value: string, party: EGiftParty, maxLength: number) => string | null;
  lastName: (value: string, party: EGiftParty, maxLength: number) => string | null;
  message: (value: string, maxLength: number) => string | null;
  /** The optional send date ('YYYY-MM-DD' or ''); without it any date passes. */
  sendDate?: (value: string) => string | null;
}

/** The texts of the neutral default validation (the 'EGiftForm.required' and '.tooLong' messages). */
export interface NeutralValidationTexts {
  required: string;
  tooLong: (maxLength: number) => string;
}

/**
 * Neutral default validation: names and e-mails are required and within their limits; the message
 * is optional and within its limit. The texts come from the form's messages.
 */
export function createRequiredFieldValidators({
  required,
  tooLong,
}: NeutralValidationTexts): EGiftFormValidators {
  const person = (value: string, _party: EGiftParty, maxLength: number) =>
    value.trim() === '' ? required : value.length > maxLength ? tooLong(maxLength) : null;
  return {
    email: person,
    firstName: person,
    lastName: person,
    message: (value, maxLength) => (value.length > maxLength ? tooLong(maxLength) : null),
  };
}

/** The neutral default validation in English. */
export const requiredFieldValidators: EGiftFormValidators = createRequiredFieldValidators({
  required: 'Required',
  tooLong: (maxLength) => `At most ${maxLength} characters`,
});

export type EGiftPersonField = keyof EGiftPerson;

/** Which person fields must be filled, per party. @default every one of both */
export interface EGiftRequiredFields {
  sender?: Partial<Record<EGiftPersonField, boolean>>;
  recipient?: Partial<Record<EGiftPersonField, boolean>>;
}

/** Whether a party's field must be filled (every one is unless `requiredFields` says not). */
export function isPersonFieldRequired(
  requiredFields: EGiftRequiredFields | undefined,
  party: EGiftParty,
  field: EGiftPersonField,
): boolean {
  return requiredFields?.[party]?.[field] ?? true;
}

/**
 * The validators with optional fields let through when empty: an empty field that is not
 * required is never an error, whatever the shop's validator says of ''.
 */
export function withOptionalFields(
  validators: EGiftFormValidators,
  requiredFields: EGiftRequiredFields | undefined,
): EGiftFormValidators {
  if (!requiredFields) return validators;
  const optional = (field: EGiftPersonField) => (value: string, party: EGiftParty, max: number) =>
    value.trim() === '' && !isPersonFieldRequired(requiredFields, party, field)
      ? null
      : validators[field](value, party, max);
  return {
    ...validators,
    email: optional('email'),
    firstName: optional('firstName'),
    lastName: optional('lastName'),
  };
}
