// EGiftForm's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface EGiftFormMessages {
  /** Label of each e-mail field. */
  'EGiftForm.emailLabel': string;
  /** Label of each first-name field. */
  'EGiftForm.firstNameLabel': string;
  /** Label of each last-name field. */
  'EGiftForm.lastNameLabel': string;
  /** Label of the same-email checkbox. */
  'EGiftForm.sameEmailLabel': string;
  /** Legend of the sender's fieldset. */
  'EGiftForm.senderLegend': string;
  /** Legend of each recipient's fieldset; n is the recipient's number. */
  'EGiftForm.recipientLegend': MessageWith<{ n: number }>;
  /** Label of the optional message. */
  'EGiftForm.messageLabel': string;
  /** Legend of the design picker. */
  'EGiftForm.designLegend': string;
  /** Label of the send date. */
  'EGiftForm.sendDateLabel': string;
  /** Under the send date once one is chosen; date is written in full ('Saturday, December 12, 2026'). */
  'EGiftForm.sendDateChosen': MessageWith<{ date: string }>;
  /** Said when recipient forms appear: numbers from to to (count of them; from = to for one). */
  'EGiftForm.recipientsAdded': MessageWith<{ from: number; to: number; count: number }>;
  /** Said when recipient forms go: numbers from to to (count of them; from = to for one). */
  'EGiftForm.recipientsRemoved': MessageWith<{ from: number; to: number; count: number }>;
  /** The default rule's error for an empty required field. */
  'EGiftForm.required': string;
  /** The default rule's error for a value over its limit. */
  'EGiftForm.tooLong': MessageWith<{ max: number }>;
}

export const eGiftFormMessages: EGiftFormMessages = {
  'EGiftForm.emailLabel': 'Email',
  'EGiftForm.firstNameLabel': 'First name',
  'EGiftForm.lastNameLabel': 'Last name',
  'EGiftForm.sameEmailLabel': 'Send every card to one address',
  'EGiftForm.senderLegend': 'Sender',
  'EGiftForm.recipientLegend': 'Recipient of card {n}',
  'EGiftForm.messageLabel': 'Message',
  'EGiftForm.designLegend': 'Card design',
  'EGiftForm.sendDateLabel': 'Delivery date',
  'EGiftForm.sendDateChosen': 'To be sent on {date}',
  'EGiftForm.recipientsAdded': ({ from, to, count }, { number }) =>
    count === 1
      ? `Recipient ${number(from)} added`
      : `Recipients ${number(from)} to ${number(to)} added`,
  'EGiftForm.recipientsRemoved': ({ from, to, count }, { number }) =>
    count === 1
      ? `Recipient ${number(from)} removed`
      : `Recipients ${number(from)} to ${number(to)} removed`,
  'EGiftForm.required': 'Required',
  'EGiftForm.tooLong': ({ max }, { plural }) =>
    plural(max, { one: 'At most # character', other: 'At most # characters' }),
};
