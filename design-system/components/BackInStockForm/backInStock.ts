// Texts and states of the back-in-stock form (spec 4 "Back-in-stock flow", spec 5, spec 8).
export const backInStockStatuses = ['idle', 'submitting', 'success', 'alreadyRegistered'] as const;
export type BackInStockStatus = (typeof backInStockStatuses)[number];
/** What the page's request resolved to. */
export type BackInStockResult = 'success' | 'alreadyRegistered';

export const BACK_IN_STOCK_TEXT = {
  /** Spec 5: the field label is 'Your Email*' (the '*' is the required marker). */
  label: 'Your Email',
  /** Spec 5, first reading. */
  invalidEmail: "Oh darn. That's not a valid email address.",
  /** Spec 5, the other reading, for pages configured that way. */
  invalidEmailAlternate: "Oh darn.That's not a valid email address.",
  submit: 'Notify me',
  submitting: 'Submitting',
  successTitle: "You've been added to the list",
  successMessage: 'We will notify you when we get this item back in stock.',
  alreadyRegistered: 'This email has already been registered for this product.',
} as const;
