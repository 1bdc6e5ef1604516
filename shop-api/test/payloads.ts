/** Request bodies the shop's tests and fixture scripts send (plain data, no Vitest). */

/** The regular add-to-cart body for `quantity` cards of `sku` at `amount`. */
export function regularAdd(sku: string, quantity: number, amount = 25, productId?: string) {
  return {
    skus: [{ ...(productId ? { id: productId } : {}), sku, quantity, type: 'REGULAR' }],
    giftAmount: amount,
    inventoryCheck: true,
    isGCItem: true,
  };
}

/** The eGift add-to-cart body with `recipients` distinct recipients. */
export function egiftAdd(
  quantity: number,
  options: { recipients?: number; amount?: number; sendToOne?: boolean } = {},
) {
  const sendToOne = options.sendToOne ?? false;
  const count = options.recipients ?? (sendToOne ? 1 : quantity);
  return {
    orderId: '000000',
    orderItem: [
      {
        productId: '10003',
        sku: '20005',
        quantity,
        comment: '',
        xitem_isEGCItem: true,
        xitem_giftAmount: options.amount ?? 50,
        firstDataFulfilState: 'NEW',
      },
    ],
    senderEmail: 'sam.lee@example.com',
    senderFirstName: 'Sam',
    senderLastName: 'Lee',
    senderMessage: 'Enjoy the trail!',
    recipients: Array.from({ length: count }, (_, index) => ({
      sequence: index + 1,
      recipientFirstName: `Ana${'abcdefghij'[index] ?? 'z'}`,
      recipientLastName: "O'Neil-Diaz",
      recipientEmail: `ana${index + 1}@example.com`,
    })),
    isSendToOne: sendToOne ? 1 : 0,
  };
}

export { DENVER_ADDRESS, applePayExpressOrder } from './walletOrder.mjs';
