/**
 * The eGift card's live preview (spec 3 "eGift card form"): the shop's copy for the design system's
 * GiftCardPreview and the rule that reads what it shows from the eGift form's values and the chosen
 * amount (spec 5, spec 9: whole dollars, shown with a dollar sign as the amount chips are). Only the
 * eGift form's lazy chunk imports this module, so the page's first load carries none of it.
 */
import type { EGiftFormValues, EGiftPerson } from '@cairnfield/design-system/formValues';
import type { EgiftDesign } from '../domain';

/** What the preview says. */
export const EGIFT_PREVIEW_TEXT = {
  caption: 'Preview',
  toLabel: 'To',
  fromLabel: 'From',
  placeholders: {
    amount: 'Choose an amount',
    recipientName: "Recipient's name",
    senderName: 'Your name',
    message: 'Your message',
  },
} as const;

/** The preview's values, as the page reads them from the form and the purchase panel. */
export interface EgiftPreviewValues {
  design: EgiftDesign | null;
  /** '$50', or '' while no valid amount is chosen. */
  amount: string;
  recipientName: string;
  senderName: string;
  /** As typed (the form's typographic clean-up is applied where the form's module is at hand). */
  message: string;
}

const fullName = (person: EGiftPerson | undefined) =>
  person ? [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ') : '';

/**
 * The preview of the card the first recipient gets: the chosen design (else the product's first,
 * which the form starts on), the amount, the first recipient's and the sender's names, the message.
 */
export function egiftPreviewValues(
  values: EGiftFormValues | null,
  amount: number | null,
  designs: readonly EgiftDesign[],
): EgiftPreviewValues {
  const design = designs.find(({ id }) => id === values?.designId) ?? designs[0] ?? null;
  return {
    design,
    amount: amount === null ? '' : `$${amount}`,
    recipientName: fullName(values?.recipients[0]),
    senderName: fullName(values?.sender),
    message: values?.message ?? '',
  };
}

/** The sentence announced once the shopper pauses: 'Preview updated: $50 eGift card for Ana Lee from Sam.' */
export function egiftPreviewSummary({
  amount,
  recipientName,
  senderName,
}: {
  amount: string;
  recipientName: string;
  senderName: string;
}): string {
  const parts = [amount ? `${amount} eGift card` : 'eGift card'];
  if (recipientName) parts.push(`for ${recipientName}`);
  if (senderName) parts.push(`from ${senderName}`);
  return `Preview updated: ${parts.join(' ')}.`;
}
