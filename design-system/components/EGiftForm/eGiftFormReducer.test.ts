import { describe, expect, it } from 'vitest';
import {
  createEGiftFormState,
  createEGiftFormValues,
  egiftFormReducer,
  fieldLengthLimit,
  firstInvalidField,
  getFieldErrors,
  getVisibleErrors,
  isEGiftFormValid,
  isOverLengthLimit,
  recipientChange,
  withOptionalFields,
  isPersonFieldRequired,
  createRequiredFieldValidators,
  visibleFieldPaths,
  visibleRecipientCount,
  visibleRecipients,
  type EGiftFormAction,
  type EGiftFormState,
  requiredFieldValidators,
  validateField,
} from './eGiftFormReducer';
import { TEST_LIMITS, TEST_MESSAGES, TEST_VALIDATORS } from './eGiftTestRules';

const run = (state: EGiftFormState, ...actions: EGiftFormAction[]) =>
  actions.reduce(egiftFormReducer, state);

const filledPerson = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };

describe('egiftFormReducer', () => {
  describe('setField', () => {
    it('should set sender and recipient fields, growing the recipient list as needed', () => {
      const state = run(
        createEGiftFormState({ quantity: 3 }, TEST_LIMITS),
        { type: 'setField', field: 'sender.firstName', value: 'Sam' },
        { type: 'setField', field: 'recipients.2.email', value: 'kai@example.com' },
      );
      expect(state.values.sender.firstName).toBe('Sam');
      expect(state.values.recipients).toHaveLength(3);
      expect(state.values.recipients[2]).toEqual({
        email: 'kai@example.com',
        firstName: '',
        lastName: '',
      });
    });

    it('should keep text past the limits, never cutting it, and report it as over the limit', () => {
      const email = `${'a'.repeat(30)}@example.com`; // 42 characters, over the 40 of names
      const state = run(
        createEGiftFormState({}, TEST_LIMITS),
        { type: 'setField', field: 'sender.lastName', value: 'x'.repeat(50) },
        { type: 'setField', field: 'sender.email', value: email },
        { type: 'setField', field: 'message', value: 'y'.repeat(160) },
      );
      expect(state.values.sender.lastName).toBe('x'.repeat(50));
      expect(state.values.sender.email).toBe(email);
      expect(state.values.message).toBe('y'.repeat(160));
      expect(isOverLengthLimit(state.values, 'sender.lastName', TEST_LIMITS)).toBe(true);
      expect(isOverLengthLimit(state.values, 'sender.email', TEST_LIMITS)).toBe(false);
      expect(isOverLengthLimit(state.values, 'message', TEST_LIMITS)).toBe(true);
      expect(validateField(state.values, 'sender.lastName', TEST_LIMITS, TEST_VALIDATORS)).toBe(
        'Too long: at most 40 characters',
      );
      expect(validateField(state.values, 'sender.email', TEST_LIMITS, TEST_VALIDATORS)).toBeNull();
      expect(validateField(state.values, 'message', TEST_LIMITS, TEST_VALIDATORS)).toBe(
        'At most 150 characters',
      );
    });

    it('should give e-mails their own limit and names theirs', () => {
      const values = createEGiftFormValues({}, TEST_LIMITS);
      expect(fieldLengthLimit('sender.email', TEST_LIMITS)).toBe(254);
      expect(fieldLengthLimit('recipients.2.firstName', TEST_LIMITS)).toBe(40);
      expect(fieldLengthLimit('message', TEST_LIMITS)).toBe(150);
      expect(isOverLengthLimit(values, 'sender.email', TEST_LIMITS)).toBe(false);
    });

    it('should replace typographic characters in the message', () => {
      const state = egiftFormReducer(createEGiftFormState({}, TEST_LIMITS), {
        type: 'setField',
        field: 'message',
        value: '“Enjoy” – it’s • yours',
      });
      expect(state.values.message).toBe('"Enjoy" - it\'s - yours');
    });

    it('should return the same state when nothing changes', () => {
      const state = createEGiftFormState({}, TEST_LIMITS);
      expect(egiftFormReducer(state, { type: 'setField', field: 'sender.email', value: '' })).toBe(
        state,
      );
    });
  });

  describe('setFields', () => {
    it('given the fields a form found typed when it hydrated, should set each as setField would', () => {
      const state = egiftFormReducer(createEGiftFormState({}, TEST_LIMITS), {
        type: 'setFields',
        fields: {
          'sender.email': 'sam@example.com',
          'recipients.0.lastName': 'Diaz',
          message: '“Enjoy”',
        },
      });
      expect(state.values.sender).toEqual({
        email: 'sam@example.com',
        firstName: '',
        lastName: '',
      });
      expect(state.values.recipients).toEqual([{ email: '', firstName: '', lastName: 'Diaz' }]);
      expect(state.values.message).toBe('"Enjoy"');
      // Nothing is shown as an error yet: the shopper has not left any field.
      expect(state.touched).toEqual({});
    });

    it('given fields that hold what the state already has, should return the same state', () => {
      const state = egiftFormReducer(createEGiftFormState({}, TEST_LIMITS), {
        type: 'setField',
        field: 'sender.firstName',
        value: 'Sam',
      });
      expect(
        egiftFormReducer(state, {
          type: 'setFields',
          fields: { 'sender.firstName': 'Sam', 'sender.email': '' },
        }),
      ).toBe(state);
    });
  });

  describe('blur and errors', () => {
    it('should show a field error only after its blur', () => {
      let state = createEGiftFormState({}, TEST_LIMITS);
      expect(getVisibleErrors(state, TEST_VALIDATORS)).toEqual({});
      state = egiftFormReducer(state, { type: 'blur', field: 'sender.email' });
      expect(getVisibleErrors(state, TEST_VALIDATORS)).toEqual({
        'sender.email': TEST_MESSAGES.emailRequired,
      });
      state = egiftFormReducer(state, { type: 'setField', field: 'sender.email', value: 'sam@' });
      expect(getVisibleErrors(state, TEST_VALIDATORS)).toEqual({
        'sender.email': TEST_MESSAGES.emailInvalid,
      });
      state = egiftFormReducer(state, {
        type: 'setField',
        field: 'sender.email',
        value: 'sam@example.com',
      });
      expect(getVisibleErrors(state, TEST_VALIDATORS)).toEqual({});
    });

    it('should use the recipient messages in recipient forms', () => {
      const state = run(
        createEGiftFormState({}, TEST_LIMITS),
        { type: 'blur', field: 'recipients.0.firstName' },
        { type: 'blur', field: 'recipients.0.lastName' },
      );
      expect(getVisibleErrors(state, TEST_VALIDATORS)).toEqual({
        'recipients.0.firstName': TEST_MESSAGES.recipientFirstName,
        'recipients.0.lastName': TEST_MESSAGES.recipientLastName,
      });
    });
  });

  describe('setQuantity', () => {
    it('should show one recipient form per card, at most 5', () => {
      let state = egiftFormReducer(createEGiftFormState({}, TEST_LIMITS), {
        type: 'setQuantity',
        quantity: 3,
      });
      expect(visibleRecipientCount(state.values)).toBe(3);
      expect(state.recipientChange).toEqual({ change: 'added', from: 2, to: 3 });
      state = egiftFormReducer(state, { type: 'setQuantity', quantity: 9 });
      expect(visibleRecipientCount(state.values)).toBe(5);
      state = egiftFormReducer(state, { type: 'setQuantity', quantity: 0 });
      expect(visibleRecipientCount(state.values)).toBe(1);
      expect(state.recipientChange).toEqual({ change: 'removed', from: 2, to: 5 });
    });

    it('should keep recipients beyond the visible count and bring them back', () => {
      const state = run(
        createEGiftFormState({ quantity: 3 }, TEST_LIMITS),
        { type: 'setField', field: 'recipients.2.firstName', value: 'Kai' },
        { type: 'setQuantity', quantity: 2 },
      );
      expect(visibleRecipients(state.values)).toHaveLength(2);
      expect(state.values.recipients[2]?.firstName).toBe('Kai');
      expect(state.recipientChange).toEqual({ change: 'removed', from: 3, to: 3 });
      const back = egiftFormReducer(state, { type: 'setQuantity', quantity: 3 });
      expect(visibleRecipients(back.values)[2]?.firstName).toBe('Kai');
      expect(back.recipientChange).toEqual({ change: 'added', from: 3, to: 3 });
    });
  });

  describe('toggleSameEmail', () => {
    it('should collapse the recipient forms to one and restore them', () => {
      const on = run(
        createEGiftFormState({ quantity: 3 }, TEST_LIMITS),
        { type: 'setField', field: 'recipients.1.email', value: 'ana@example.com' },
        { type: 'toggleSameEmail', on: true },
      );
      expect(visibleRecipientCount(on.values)).toBe(1);
      expect(on.recipientChange).toEqual({ change: 'removed', from: 2, to: 3 });
      const off = egiftFormReducer(on, { type: 'toggleSameEmail', on: false });
      expect(visibleRecipientCount(off.values)).toBe(3);
      expect(off.values.recipients[1]?.email).toBe('ana@example.com');
      expect(off.recipientChange).toEqual({ change: 'added', from: 2, to: 3 });
    });
  });

  describe('validateAll', () => {
    it('should touch every visible field (not the hidden ones)', () => {
      const state = run(
        createEGiftFormState({ quantity: 2 }, TEST_LIMITS),
        { type: 'setField', field: 'recipients.2.email', value: 'bad' },
        { type: 'validateAll' },
      );
      expect(Object.keys(getVisibleErrors(state, TEST_VALIDATORS)).sort()).toEqual(
        [
          'recipients.0.email',
          'recipients.0.firstName',
          'recipients.0.lastName',
          'recipients.1.email',
          'recipients.1.firstName',
          'recipients.1.lastName',
          'sender.email',
          'sender.firstName',
          'sender.lastName',
        ].sort(),
      );
    });
  });

  describe('selectors', () => {
    it('should list visible fields in form order: the message after the first recipient, the send date last', () => {
      const state = createEGiftFormState({ quantity: 2 }, TEST_LIMITS);
      expect(visibleFieldPaths(state.values)).toEqual([
        'sender.email',
        'sender.firstName',
        'sender.lastName',
        'recipients.0.email',
        'recipients.0.firstName',
        'recipients.0.lastName',
        'message',
        'recipients.1.email',
        'recipients.1.firstName',
        'recipients.1.lastName',
        'sendDate',
      ]);
    });

    it('should check the send date with the validator it is given, and none without one', () => {
      const tooEarly = (value: string) => (value < '2026-12-01' ? 'Too early' : null);
      const state = createEGiftFormState({ sendDate: '2026-11-01' }, TEST_LIMITS);
      expect(validateField(state.values, 'sendDate', TEST_LIMITS)).toBeNull();
      expect(
        validateField(state.values, 'sendDate', TEST_LIMITS, {
          ...requiredFieldValidators,
          sendDate: tooEarly,
        }),
      ).toBe('Too early');
      const next = egiftFormReducer(state, {
        type: 'setField',
        field: 'sendDate',
        value: '2026-12-12',
      });
      expect(next.values.sendDate).toBe('2026-12-12');
    });

    it('should find the first invalid field and the validity', () => {
      const state = createEGiftFormState({
        quantity: 2,
        sender: filledPerson,
        recipients: [filledPerson, { ...filledPerson, lastName: 'L3e' }],
      });
      expect(firstInvalidField(state.values, TEST_LIMITS, TEST_VALIDATORS)).toBe(
        'recipients.1.lastName',
      );
      expect(isEGiftFormValid(state.values, TEST_LIMITS, TEST_VALIDATORS)).toBe(false);
      expect(getFieldErrors(state.values, TEST_LIMITS, TEST_VALIDATORS)).toEqual({
        'recipients.1.lastName': TEST_MESSAGES.lastNameLetters,
      });
      const sameEmail = egiftFormReducer(state, { type: 'toggleSameEmail', on: true });
      expect(isEGiftFormValid(sameEmail.values, TEST_LIMITS, TEST_VALIDATORS)).toBe(true);
      expect(firstInvalidField(sameEmail.values, TEST_LIMITS, TEST_VALIDATORS)).toBeNull();
    });
  });

  describe('recipientChange', () => {
    it('should tell which recipients appeared or went', () => {
      expect(recipientChange(2, 3)).toEqual({ change: 'added', from: 3, to: 3 });
      expect(recipientChange(1, 5)).toEqual({ change: 'added', from: 2, to: 5 });
      expect(recipientChange(3, 2)).toEqual({ change: 'removed', from: 3, to: 3 });
      expect(recipientChange(3, 1)).toEqual({ change: 'removed', from: 2, to: 3 });
      expect(recipientChange(2, 2)).toBeNull();
    });
  });

  describe('optional fields', () => {
    it('should let an empty field through only where it is not required', () => {
      const validators = withOptionalFields(TEST_VALIDATORS, { recipient: { lastName: false } });
      expect(validators.lastName('', 'recipient', 40)).toBeNull();
      expect(validators.lastName('', 'sender', 40)).toBe(TEST_MESSAGES.senderLastName);
      expect(validators.lastName('B4', 'recipient', 40)).toBe(TEST_MESSAGES.lastNameLetters);
      expect(isPersonFieldRequired({ recipient: { lastName: false } }, 'recipient', 'email')).toBe(
        true,
      );
    });
  });

  describe('createRequiredFieldValidators', () => {
    it('should word the neutral rule with the texts it is given', () => {
      const french = createRequiredFieldValidators({
        required: 'Obligatoire',
        tooLong: (max) => `${max} caractères au maximum`,
      });
      expect(french.email(' ', 'sender', 10)).toBe('Obligatoire');
      expect(french.message('x'.repeat(11), 10)).toBe('10 caractères au maximum');
      expect(requiredFieldValidators.firstName('', 'recipient', 10)).toBe('Required');
    });
  });
});
