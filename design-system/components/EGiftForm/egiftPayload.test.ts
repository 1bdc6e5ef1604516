import { describe, expect, it } from 'vitest';
import { createEGiftFormValues } from './egiftFormReducer';
import { toEGiftPayloadFields } from './egiftPayload';

const sender = { email: ' sam@example.com ', firstName: 'Sam ', lastName: 'Lee' };
const recipients = [
  { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' },
  { email: 'kai@example.com', firstName: 'Kai', lastName: "O'Neil" },
  { email: 'hidden@example.com', firstName: 'Hid', lastName: 'Den' },
];

describe('toEGiftPayloadFields', () => {
  it('should shape the values like spec 3, sending only the visible recipients', () => {
    const values = createEGiftFormValues({ sender, recipients, message: ' Enjoy! ', quantity: 2 });
    expect(toEGiftPayloadFields(values)).toEqual({
      senderEmail: 'sam@example.com',
      senderFirstName: 'Sam',
      senderLastName: 'Lee',
      senderMessage: 'Enjoy!',
      recipients: [
        {
          sequence: 1,
          recipientFirstName: 'Ana',
          recipientLastName: 'Ruiz',
          recipientEmail: 'ana@example.com',
        },
        {
          sequence: 2,
          recipientFirstName: 'Kai',
          recipientLastName: "O'Neil",
          recipientEmail: 'kai@example.com',
        },
      ],
      isSendToOne: '0',
    });
  });

  it("should send one recipient and isSendToOne '1' when all cards go to the same e-mail", () => {
    const values = createEGiftFormValues({ sender, recipients, quantity: 3, sendToSame: true });
    const payload = toEGiftPayloadFields(values);
    expect(payload.isSendToOne).toBe('1');
    expect(payload.recipients).toEqual([
      {
        sequence: 1,
        recipientFirstName: 'Ana',
        recipientLastName: 'Ruiz',
        recipientEmail: 'ana@example.com',
      },
    ]);
    expect(payload.senderMessage).toBe('');
  });

  it("should give isSendToOne '0' for a single card", () => {
    const values = createEGiftFormValues({ sender, recipients, quantity: 1, sendToSame: true });
    expect(toEGiftPayloadFields(values).isSendToOne).toBe('0');
  });
});
