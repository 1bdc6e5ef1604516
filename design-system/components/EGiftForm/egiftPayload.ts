// The eGift part of the add-to-cart payload (spec 3, "Add-to-cart variant fields"), built from the
// form's values. The page adds orderId and orderItem[0] around it.
import { visibleRecipients, type EGiftFormValues } from './egiftFormReducer';

export interface EGiftPayloadRecipient {
  /** 1-based position of the recipient. */
  sequence: number;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
}

export interface EGiftPayloadFields {
  senderEmail: string;
  senderFirstName: string;
  senderLastName: string;
  senderMessage: string;
  recipients: EGiftPayloadRecipient[];
  /** '1' when every card goes to one recipient, '0' otherwise. */
  isSendToOne: '1' | '0';
}

/**
 * Shapes the form's values like spec 3. Only the visible recipients are sent (never those kept
 * beyond the quantity); with 'same email' on, that is the single first recipient and isSendToOne
 * is '1'. It is '0' for a single card, where there is nothing to send "to one". Text is trimmed; the
 * message is already normalised (plain dashes and quotes) by the form.
 */
export function toEGiftPayloadFields(values: EGiftFormValues): EGiftPayloadFields {
  return {
    senderEmail: values.sender.email.trim(),
    senderFirstName: values.sender.firstName.trim(),
    senderLastName: values.sender.lastName.trim(),
    senderMessage: values.message.trim(),
    recipients: visibleRecipients(values).map((person, index) => ({
      sequence: index + 1,
      recipientFirstName: person.firstName.trim(),
      recipientLastName: person.lastName.trim(),
      recipientEmail: person.email.trim(),
    })),
    isSendToOne: values.sendToSame && values.quantity > 1 ? '1' : '0',
  };
}
