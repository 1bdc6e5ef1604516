/**
 * Spec 4 "Back-in-stock flow", spec 5 and spec 8: the back-in-stock notice's, dialog's and form's
 * texts, apart from the flow's rules (backInStock.ts): the notice, on a standard card's page,
 * reads them as the page renders; the rules come with the dialog.
 */
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
  /** The page's message when the request fails (the modal closes). */
  failure: 'Something went wrong. Please try again later.',
  /** The notice shown instead of add to cart, and the button and dialog it opens. */
  notice: 'This gift card is out of stock. We can e-mail you as soon as it is back.',
  open: 'Notify me when available',
  description: 'We will e-mail you when the {{name}} is back in stock.',
  /** Spec 3: the optional mobile number. */
  mobileLabel: 'Mobile number (optional)',
  mobileInvalid: 'Please enter a mobile number of 7 to 20 digits, e.g. 303 555 0100.',
} as const;
