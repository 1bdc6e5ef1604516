/**
 * What confirms an addition to the cart (spec 4 and 9): the toast's title and text, and the
 * drawer's announcement. TOAST_COPY picks the reading: 'default' (first) or 'success'.
 */
import { ADDED_TEXT } from './messages';
import { fillPlaceholders } from './messageText';

export const toastCopies = ['default', 'success'] as const;
export type ToastCopy = (typeof toastCopies)[number];

export interface AddedMessage {
  title: string;
  description: string;
}

/** The texts: the spec's (ADDED_TEXT), or the page's catalogue's for its language. */
export type AddedText = { readonly [K in keyof typeof ADDED_TEXT]: string };

export function addedMessage(
  copy: ToastCopy,
  /** `amount` as the shopper reads it ('$50.00'). */
  added: { name: string; quantity: number; amount: string },
  text: AddedText = ADDED_TEXT,
): AddedMessage {
  const values = { name: added.name, quantity: added.quantity, amount: added.amount };
  return copy === 'success'
    ? {
        title: text.successTitle,
        description: fillPlaceholders(text.successDescription, values),
      }
    : { title: text.title, description: fillPlaceholders(text.description, values) };
}
