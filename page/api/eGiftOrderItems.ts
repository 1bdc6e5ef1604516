import type { EgiftOrderItem } from '../domain';
import type { EgiftDeliveryOptionsResponse } from './wire';

/**
 * The eGift items of an order as the page edits them (spec 2, ?orderItemId): sender, recipients in
 * their order, message, send-to-one, and the send date, its zone and the design as the add to
 * cart sent them.
 */
export function reshapeEgiftOrderItems(wire: EgiftDeliveryOptionsResponse): EgiftOrderItem[] {
  return wire.data.egiftcarddeliveryoptions.eGiftCards.orderItems.map((item) => ({
    orderItemId: item.orderItemId,
    amount: item.giftAmount ?? null,
    quantity: item.quantity ?? null,
    sender:
      item.senderEmail || item.senderFirstName || item.senderLastName
        ? {
            email: item.senderEmail ?? '',
            firstName: item.senderFirstName ?? '',
            lastName: item.senderLastName ?? '',
          }
        : null,
    recipients: [...(item.recipients ?? [])]
      .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
      .map((r) => ({
        email: r.recipientEmail ?? '',
        firstName: r.recipientFirstName ?? '',
        lastName: r.recipientLastName ?? '',
      })),
    message: item.senderMessage ?? '',
    sendToOne: item.isSendToOne === true || item.isSendToOne === '1' || item.isSendToOne === 1,
    sendDate: item.sendDate ?? '',
    sendTimeZone: item.sendTimeZone ?? '',
    designId: item.designId ?? '',
  }));
}
