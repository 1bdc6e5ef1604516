/**
 * The eGift's later steps' copy (spec 5, spec 9): the send date's field, messages and sentences,
 * and an eGift line's design. Apart from messages.ts: only the eGift form's chunk and the cart's
 * parts read them, so a product page's first load does not carry them.
 */

/** The eGift's optional send date (egiftSendDate.ts): its field, its messages, its sentences. */
export const EGIFT_SEND_TEXT = {
  label: 'Send on (optional)',
  hint: 'Leave empty to send it now. You can pick a day up to one year ahead, in your time zone.',
  /** Without JavaScript the browser's zone is unknown: the date is read in Central time. */
  hintNoZone: 'Leave empty to send it now. You can pick a day up to one year ahead (Central time).',
  invalid: 'Please enter the send date as a date, for example 12/12/2026.',
  past: 'The send date cannot be in the past. Please choose today or a later date.',
  tooFar: 'The send date can be at most one year ahead, so {{max}} at the latest.',
  /** The arrival sentence on a chosen day: 'Arrives on Fri, Dec 12, by about 10:00 AM Central'. */
  arrivesOn: 'Arrives on {{date}}, by about {{time}} Central',
  arrivesOnAfter: 'Arrives on {{date}}, after {{time}} Central',
  /** The cart drawer's and the confirmation's line: 'Sends on Fri, Dec 12, 2026'. */
  sendsOn: 'Sends on {{date}}',
  sendsNow: 'Sends right away',
} as const;

/** An eGift line in the cart, the cart drawer and the confirmation: its design, by name. */
export const EGIFT_LINE_TEXT = {
  design: 'Design: {{name}}',
} as const;
