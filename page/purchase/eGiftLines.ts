/**
 * How an eGift line reads wherever the shopper sees it after adding it (the cart page, the cart
 * drawer, the order confirmation): its design by name ('Design: Birthday') and its send date
 * ('Sends on Sat, Dec 12, 2026', or 'Sends right away'; the send date's own rules, in
 * egiftSendDate.ts). One place, so the three say the same.
 */
import { fillPlaceholders } from './messageText';
import { EGIFT_LINE_TEXT } from './eGiftSendText';

export { egiftSendLine } from './eGiftSendDate';

/** 'Design: Birthday', or null when no design was chosen (or its name is not known). */
export function egiftDesignLine(designName: string | null | undefined): string | null {
  const name = designName?.trim();
  return name ? fillPlaceholders(EGIFT_LINE_TEXT.design, { name }) : null;
}
