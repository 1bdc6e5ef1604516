/**
 * The purchase form's field names and element ids: the panel renders them, the server reads a
 * posted form by them (purchaseForm.ts), and a draft kept across a reload is stored by them
 * (draft.ts). Names only: the parsing is purchaseForm.ts.
 */
import type { EGiftPerson } from '@cairnfield/design-system/formValues';

type PersonField = keyof EGiftPerson;

/** The form's field names (the server reads them; the panel passes them to the widgets). */
export const PURCHASE_FIELDS = {
  sku: 'sku',
  amount: 'amount',
  customAmount: 'customAmount',
  quantity: 'quantity',
  senderMessage: 'senderMessage',
  sendToSame: 'isSendToOne',
  /** The eGift's optional send date, and the shopper's zone the browser fills in beside it. */
  sendDate: 'sendDate',
  sendTimeZone: 'sendTimeZone',
  /** The chosen eGift card design (a radio group). */
  designId: 'designId',
  /** This response's key for the post (page/purchase/submission.ts). */
  submission: 'submissionKey',
  /** The eGift order item being edited (spec 2, ?orderItemId), replaced on save. */
  orderItemId: 'orderItemId',
} as const;

/** An eGift field's path, as the design system's EGiftForm names them. */
export type EgiftFieldPath =
  `sender.${PersonField}` | `recipients.${number}.${PersonField}` | 'message' | 'sendDate';

/** The posted name of an eGift field: 'sender_email', 'recipient_2_firstName', 'senderMessage'. */
export function egiftFieldName(path: EgiftFieldPath): string {
  if (path === 'message') return PURCHASE_FIELDS.senderMessage;
  if (path === 'sendDate') return PURCHASE_FIELDS.sendDate;
  const [party, second, third] = path.split('.');
  if (party === 'sender') return `sender_${second ?? ''}`;
  return `recipient_${Number(second) + 1}_${third ?? ''}`;
}

/** The element ids the error summary links to (one purchase form per page). */
export const PURCHASE_IDS = {
  form: 'purchase-form',
  /** The error summary, or the outcome after a post: the redirect's fragment. */
  result: 'purchase-result',
  customAmount: 'purchase-custom-amount',
  /** The quantity stepper's base id (its input is `${quantity}-input`). */
  quantity: 'purchase-quantity',
  /** The eGift form's id prefix (its fields are `egift-sender-email`, `egift-recipients-1-email`). */
  egift: 'egift',
} as const;

/** The eGift field path a posted name stands for ('recipient_2_email' -> 'recipients.1.email'). */
export function egiftPathOfFieldName(name: string): EgiftFieldPath | null {
  if (name === PURCHASE_FIELDS.senderMessage) return 'message';
  if (name === PURCHASE_FIELDS.sendDate) return 'sendDate';
  const sender = /^sender_(email|firstName|lastName)$/.exec(name);
  if (sender) return `sender.${sender[1] as PersonField}`;
  const recipient = /^recipient_(\d{1,2})_(email|firstName|lastName)$/.exec(name);
  if (recipient && Number(recipient[1]) >= 1) {
    return `recipients.${Number(recipient[1]) - 1}.${recipient[2] as PersonField}`;
  }
  return null;
}

/** The id of the element a posted field error belongs to (the error summary's link target). */
export function fieldElementId(name: string): string {
  if (name === PURCHASE_FIELDS.customAmount) return PURCHASE_IDS.customAmount;
  if (name === PURCHASE_FIELDS.quantity) return `${PURCHASE_IDS.quantity}-input`;
  const path = egiftPathOfFieldName(name);
  return path ? `${PURCHASE_IDS.egift}-${path.replaceAll('.', '-')}` : PURCHASE_IDS.form;
}

/** Where a field error belongs: a form field (by its posted name). */
export interface FormFieldError {
  /** The posted field name ('customAmount', 'quantity', 'sender_email', …). */
  field: string;
  message: string;
}
