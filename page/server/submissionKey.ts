/**
 * The shop's Idempotency-Key for a purchase form posted without JavaScript: made of the page's
 * submission key and the cards asked for (purchase/submission.ts's cardsAsked), shaped as a UUID
 * (the shop takes only those). The same page posting the same cards (a double tap before the page
 * is interactive, or a retry after an answer that was lost) gets the same key, so the shop adds
 * once; the same page posting other cards (the shopper changed the amount after an error) gets
 * another, which the shop takes as a new add rather than refusing a reused key.
 */
import { createHash } from 'node:crypto';

export function postedAddKey(pageKey: string, cards: string): string {
  const hex = createHash('sha256').update(`${pageKey}\n${cards}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
