/**
 * The page's copy from the spec (spec 5 field texts, spec 8 messages): every text the shopper reads
 * from the design system's components is passed in from here (the eGift send date's, with its
 * rules, from eGiftSendText.ts): each text lives once. Templates use `{{name}}` placeholders,
 * filled with errorCatalogue.ts's fillPlaceholders.
 */

/** Spec 5, "Gift card amount". */
export const AMOUNT_TEXT = {
  chipsLabel: 'Gift card amount',
  /** Spec 9: the preset amounts 'plus Custom Amount'. */
  customChip: 'Custom Amount',
  customLabel: 'Custom amount',
  helper: 'Please enter a gift card value up to ${{max}}. Must be a whole dollar amount.',
  range: 'Gift card amount should be between ${{min}} and ${{max}}',
} as const;

/** Spec 5, "eGift form": the form's labels and the validators' messages. */
export const EGIFT_TEXT = {
  emailLabel: 'Email Address',
  /** The card design picker's legend. */
  designLegend: 'Choose a design',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  senderLegend: 'Sender',
  recipientLegend: 'Recipient {{n}}',
  sameEmailLabel: 'Send all cards to the same email',
  messageLabel: 'Message (optional)',
  messagePlaceholder: 'Please enter your message',
  /** The message counter's label; '{{maxChars}}' is the message limit. */
  messageCounterLabel: 'Max {{maxChars}} characters',
  required: '{{field}} is required',
  emailInvalid: 'Please enter the Email Address in a valid format (example: name@example.com)',
  senderFirstNameRequired: 'Please enter your first name.',
  senderLastNameRequired: 'Please enter your last name.',
  recipientFirstNameRequired: 'Please enter first name of the recipient.',
  recipientLastNameRequired: 'Please enter last name of the recipient.',
  firstNameLettersOnly: 'First Name can only contain letters.',
  lastNameLettersOnly: 'Last Name can only contain letters.',
  messageTooLong: 'Message can be at most {{max}} characters.',
  /** A value over its limit is kept (never cut) and this says why it is refused. */
  emailTooLong: 'Email Address can be at most {{max}} characters.',
  firstNameTooLong: 'First Name can be at most {{max}} characters.',
  lastNameTooLong: 'Last Name can be at most {{max}} characters.',
} as const;

/**
 * Spec 2: the rating summary's screen-reader sentence, '{rating} out of 5 star rating. {count}
 * total reviews. Go to reviews' (the design system fills the placeholders; the rating and count
 * come clean from page/api/reshape.ts).
 */
export const RATING_TEXT = {
  label: '{{rating}} out of {{scale}} star rating. {{count}} total reviews.',
  actionLabel: 'Go to reviews',
} as const;

/** The quantity stepper's label. */
export const QUANTITY_LABEL = 'Quantity';

/** The quantity field and the dialog a quantity over the limit opens (spec 2, 4). */
export const QUANTITY_TEXT = {
  label: QUANTITY_LABEL,
  dialogTitle: 'Quantity error',
  bulkLink: 'Shop bulk gift cards',
} as const;

/** The purchase panel's own words around the form's fields. */
export const PANEL_TEXT = {
  /** The panel's heading (visually hidden): 'Buy the Cairnfield Gift Card'. */
  heading: 'Buy the {{name}}',
  total: 'Total',
  addToCart: 'Add to cart',
  adding: 'Adding to cart',
  eGiftDelivery: 'E-mail delivery within 2 hours, 8:00 AM to 7:00 PM Central.',
  eGiftLoading: 'Loading your eGift card details',
  eGiftNotFound: 'That eGift card is no longer in your cart, so the form starts empty.',
  eGiftPrefillFailed: 'Your saved eGift card details could not be loaded.',
} as const;

/** Why add to cart is disabled, shown beside it (the amount's range is AMOUNT_TEXT.range). */
export const ADD_REASON_TEXT = {
  checking: 'Checking availability…',
  restricted: 'This item cannot be shipped to your location.',
  enterAmount: 'Enter a gift card amount.',
  completeEgift: 'Complete the sender and recipient details.',
} as const;

/**
 * Buying without JavaScript: the texts the posted form adds. The field errors
 * themselves are the spec's (amount, quantity, eGift); these only frame them.
 */
export const NOJS_TEXT = {
  /** A quantity that is not a whole number in range (the stepper corrects it with JavaScript). */
  quantityRange: 'Enter a quantity from {{min}} to {{max}}.',
  /** The error summary's heading (the GOV.UK pattern: links to each field). */
  summaryTitle: 'There is a problem',
  viewCart: 'View cart',
} as const;

/**
 * An addition confirmed (spec 4: the toast, or the cart drawer's announcement; after the form was
 * posted without JavaScript, the status above the form). Both add-to-cart paths read them here.
 */
export const ADDED_TEXT = {
  title: 'Added to cart',
  /** The toast's and the drawer's: 'Cairnfield Gift Card: 2 × $50.00 has been added to your cart.' */
  description: '{{name}}: {{quantity}} × {{amount}} has been added to your cart.',
  /** Spec 9's other reading of the toast (TOAST_COPY=success): its title and text. */
  successTitle: 'Success !',
  successDescription: '{{name}} has been added to your cart.',
  /** The status after a posted add to cart (the posted quantity and amount are in the form). */
  noScript: '{{name}} has been added to your cart.',
} as const;

/**
 * The page's own code for a call could not be loaded, and this browser will not load it again
 * until a reload (page/lazy/retryImport.ts); the purchase form is kept across the reload.
 */
export const RELOAD_NEEDED_TEXT =
  'Part of this page did not finish loading, so nothing was added to your cart. Reload the page to try again; what you have entered is kept.';

/**
 * Buying without JavaScript: what the page server says when it refuses a posted form (403 for a
 * post from another site, 400 for one it cannot read, the product not loading).
 */
export const NOJS_REFUSAL_TEXT = {
  /** The 403 page's text for a post from another site. */
  crossSite: 'This form was sent from another site, so nothing was added to your cart.',
  /** The shop could not give the product while a form was posted. */
  unavailable:
    'This gift card could not be loaded, so nothing was added to your cart. Please try again in a moment.',
  /** The 400 page's text for a post the page never sends. */
  malformed: 'This request could not be read, so nothing was added to your cart.',
} as const;
