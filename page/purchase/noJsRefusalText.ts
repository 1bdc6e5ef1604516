/**
 * Buying without JavaScript: what the page server says when it refuses a posted form (403 for a
 * post from another site, 400 for one it cannot read, the product not loading). Apart from
 * messages.ts: only the page server reads them.
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
