/**
 * The related-products strip's and its quick-view modal's copy (spec 2). Apart from messages.ts:
 * only the strip's chunk reads it.
 */

/** Spec 2: the related-products strip and its quick-view modal. */
export const RELATED_TEXT = {
  heading: 'Other gift cards',
  /** Visible on each product's button; the product's name follows it for screen readers. */
  quickView: 'Quick view',
  viewProduct: 'View full details',
  closeQuickView: 'Close quick view',
} as const;
