import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reshapeEgiftOrderItems } from './eGiftOrderItems';
import { egiftDeliveryOptionsResponseWire } from './wire';

describe('eGift order items', () => {
  it('should read the data envelope, sort recipients, map send-to-one and carry the send date and design', () => {
    const wire = v.parse(egiftDeliveryOptionsResponseWire, {
      data: {
        egiftcarddeliveryoptions: {
          orderId: '700001',
          eGiftCards: {
            orderItems: [
              {
                orderItemId: '900001',
                quantity: 2,
                giftAmount: 40,
                senderEmail: 'a@example.com',
                senderFirstName: 'Ann',
                senderLastName: 'Lee',
                senderMessage: 'Hi',
                isSendToOne: false,
                sendDate: '2026-12-24',
                sendTimeZone: 'Europe/London',
                designId: 'outdoors',
                recipients: [
                  {
                    sequence: 2,
                    recipientFirstName: 'C',
                    recipientLastName: 'D',
                    recipientEmail: 'c@example.com',
                  },
                  {
                    sequence: 1,
                    recipientFirstName: 'A',
                    recipientLastName: 'B',
                    recipientEmail: 'a@example.com',
                  },
                ],
              },
            ],
          },
        },
      },
    });
    expect(reshapeEgiftOrderItems(wire)).toEqual([
      {
        orderItemId: '900001',
        amount: 40,
        quantity: 2,
        sender: { email: 'a@example.com', firstName: 'Ann', lastName: 'Lee' },
        recipients: [
          { email: 'a@example.com', firstName: 'A', lastName: 'B' },
          { email: 'c@example.com', firstName: 'C', lastName: 'D' },
        ],
        message: 'Hi',
        sendToOne: false,
        sendDate: '2026-12-24',
        sendTimeZone: 'Europe/London',
        designId: 'outdoors',
      },
    ]);
  });
});
