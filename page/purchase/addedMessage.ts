/**
 * What confirms an addition to the cart (spec 4 and 9): the toast's title and text, and the
 * drawer's announcement. TOAST_COPY picks the reading: 'default' (first) or 'success'.
 */
import { ADDED_TEXT } from './messages';
import { fillPlaceholders } from './errorCatalogue';

export const toastCopies = ['default', 'success'] as const;
export type ToastCopy = (typeof toastCopies)[number];

export interface AddedMessage {
  title: string;
  description: string;
}

export function addedMessage(
  copy: ToastCopy,
  /** `amount` as the shopper reads it ('$50.00'). */
  added: { name: string; quantity: number; amount: string },
): AddedMessage {
  const values = { name: added.name, quantity: added.quantity, amount: added.amount };
  return copy === 'success'
    ? {
        title: ADDED_TEXT.successTitle,
        description: fillPlaceholders(ADDED_TEXT.successDescription, values),
      }
    : { title: ADDED_TEXT.title, description: fillPlaceholders(ADDED_TEXT.description, values) };
}
