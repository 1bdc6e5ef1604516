// GiftCardPreview's texts in English: the defaults a LocaleProvider's messages or the props replace.
import type { MessageWith } from '../../i18n/template';

export interface GiftCardPreviewMessages {
  /** The visible caption, which names the figure. */
  'GiftCardPreview.caption': string;
  /** Read before the recipient's name. */
  'GiftCardPreview.to': string;
  /** Read before the sender's name. */
  'GiftCardPreview.from': string;
  /** Shown, muted, while there is no amount. */
  'GiftCardPreview.amountPlaceholder': string;
  /** Shown, muted, while there is no recipient's name. */
  'GiftCardPreview.recipientPlaceholder': string;
  /** Shown, muted, while there is no sender's name. */
  'GiftCardPreview.senderPlaceholder': string;
  /** Shown, muted, while there is no message. */
  'GiftCardPreview.messagePlaceholder': string;
  /**
   * Announced politely once the shopper pauses; each value is '' when not given yet.
   * ('Preview updated: $50 card for Ana from Sam.')
   */
  'GiftCardPreview.summary': MessageWith<{
    amount: string;
    recipientName: string;
    senderName: string;
  }>;
}

export const giftCardPreviewMessages: GiftCardPreviewMessages = {
  'GiftCardPreview.caption': 'Preview',
  'GiftCardPreview.to': 'To',
  'GiftCardPreview.from': 'From',
  'GiftCardPreview.amountPlaceholder': 'Amount',
  'GiftCardPreview.recipientPlaceholder': "Recipient's name",
  'GiftCardPreview.senderPlaceholder': 'Your name',
  'GiftCardPreview.messagePlaceholder': 'Your message',
  'GiftCardPreview.summary': ({ amount, recipientName, senderName }) => {
    const card = amount ? `${amount} card` : 'card';
    const to = recipientName ? ` for ${recipientName}` : '';
    const from = senderName ? ` from ${senderName}` : '';
    return `Preview updated: ${card}${to}${from}.`;
  },
};
