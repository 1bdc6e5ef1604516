/**
 * The values the design system's purchase forms take and give back: plain types and constants, no
 * imports, no React, no styles, no shop texts. It is the one module of the design system that pure
 * rules (a shop's page/purchase/) may import, so that the components and the rules speak of the same
 * values without either declaring them again (eslint.config.js allows exactly this file).
 */

/** The party an eGift form field belongs to. */
export type EGiftParty = 'sender' | 'recipient';

/** One person of the eGift form: the sender or a recipient. */
export interface EGiftPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** What the eGift form holds. */
export interface EGiftFormValues {
  sender: EGiftPerson;
  /**
   * Every recipient typed so far, including those beyond the visible count: lowering the quantity
   * hides forms without losing what was typed, and raising it again brings it back.
   */
  recipients: EGiftPerson[];
  /** Optional message, sent with the first recipient. */
  message: string;
  /** Every card to one address: one recipient form whatever the quantity. */
  sendToSame: boolean;
  /** Number of cards, 1 to maxRecipients (follows the quantity the page passes in). */
  quantity: number;
  /**
   * The day the cards are sent, as a date field gives it ('YYYY-MM-DD'); '' (or absent) sends them
   * now. The form only shows the field when asked to (EGiftForm's showSendDate).
   */
  sendDate?: string;
  /**
   * The shopper's time zone the date is read in (an IANA name or an offset such as '+14:00'),
   * captured in the shopper's browser by the page. The form keeps it and never sets it.
   */
  sendTimeZone?: string;
  /** The chosen card design's id ('' or absent: none chosen, or the shop offers none). */
  designId?: string;
}

/** What a back-in-stock request resolved to (what BackInStockForm's onSubmit resolves with). */
export type BackInStockResult = 'success' | 'alreadyRegistered';

/** The value of AmountChips' custom-amount chip (the checked value when a typed amount is chosen). */
export const CUSTOM_AMOUNT_VALUE = 'custom';
