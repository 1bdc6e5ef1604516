/**
 * The eGift card's live preview beside its form: the design
 * system's GiftCardPreview fed from the form's values and the chosen amount, with the shop's copy.
 * The message goes through the form's own typographic clean-up, so a message posted without
 * JavaScript shows as the shop will send it too.
 */
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { normalizeEGiftMessage } from '@cairnfield/design-system/EGiftForm';
import { GiftCardPreview } from '@cairnfield/design-system/GiftCardPreview';
import type { EgiftDesign } from '../domain';
import {
  EGIFT_PREVIEW_TEXT,
  egiftPreviewSummary,
  egiftPreviewValues,
} from '../purchase/eGiftPreview';
import { useEnglishPart } from '../i18n/context';
import { EnglishPart } from '../i18n/parts';
import { egiftPreview } from './sections.css';

export interface EGiftPreviewProps {
  /** The form's values (null before the shopper types anything). */
  values: EGiftFormValues | null;
  /** The chosen amount in whole dollars, or null while none is valid. */
  amount: number | null;
  designs: readonly EgiftDesign[];
}

export function EGiftPreview({ values, amount, designs }: EGiftPreviewProps) {
  const preview = egiftPreviewValues(values, amount, designs);
  // Not translated yet: on a page in another language it says it is English (WCAG 3.1.2).
  const english = useEnglishPart();
  const card = (
    <GiftCardPreview
      {...EGIFT_PREVIEW_TEXT}
      design={preview.design}
      amount={preview.amount}
      recipientName={preview.recipientName}
      senderName={preview.senderName}
      message={normalizeEGiftMessage(preview.message)}
      summary={egiftPreviewSummary}
      className={egiftPreview}
    />
  );
  // Its amount as English writes it too ('$25.00').
  return english.lang ? (
    <EnglishPart>
      <div>{card}</div>
    </EnglishPart>
  ) : (
    card
  );
}
