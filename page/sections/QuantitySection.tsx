/**
 * The quantity's part of the purchase panel: the stepper with the card type's limits and the eGift
 * cards' notice. The stepper shows each press at once (its own state); the page hears of the
 * settled value after its debounce, in a transition, so the total and the eGift form's recipients
 * follow without holding up a press. Memoised, so a change elsewhere in the panel (a chip, the
 * eGift form) does not render it again.
 */
import { memo, startTransition, type RefObject } from 'react';
import { InlineAlert, QuantityStepper } from '@cairnfield/design-system';
import type { GiftCardType } from '../domain';
import type { PurchaseAction } from '../purchase/purchaseReducer';
import { PURCHASE_FIELDS, PURCHASE_IDS } from '../purchase/formFields';
import { usePageText } from '../i18n/usePageText';
import { useEnglishPart } from '../i18n/context';
import { QUANTITY_TEXT } from '../purchase/messages';
import { opensQuantityModal } from '../purchase/quantityRules';

export interface QuantitySectionProps {
  quantity: number;
  min: number;
  max: number;
  /** The posted form's error for the quantity, or null. */
  error: string | null;
  /** QUANTITY_DEBOUNCE_MS (spec 9: 500 ms). */
  debounceMs: number;
  type: GiftCardType;
  /** 'The maximum number of eGift cards you can purchase is 5.' after asking for more. */
  notice: string | null;
  /** The purchase state's dispatch (stable). */
  dispatch: (action: PurchaseAction) => void;
  /** Opens the quantity modal (stable). */
  openQuantityModal: () => void;
  /** The stepper's wrapper: the quantity modal returns focus to the field inside it. */
  stepperRef: RefObject<HTMLDivElement | null>;
}

export const QuantitySection = memo(function QuantitySection({
  quantity,
  min,
  max,
  error,
  debounceMs,
  type,
  notice,
  dispatch,
  openQuantityModal,
  stepperRef,
}: QuantitySectionProps) {
  // The posted form's error is the page server's, in English.
  const english = useEnglishPart();
  return (
    <div ref={stepperRef}>
      <QuantityStepper
        id={PURCHASE_IDS.quantity}
        name={PURCHASE_FIELDS.quantity}
        error={error}
        errorLang={english.lang}
        value={quantity}
        min={min}
        max={max}
        debounceMs={debounceMs}
        onValueChange={(next) =>
          startTransition(() => dispatch({ type: 'setQuantity', quantity: next }))
        }
        onMaxExceeded={(attempted) => {
          // Spec 4: the quantity modal opens above the max, but not for bulk or eGift items.
          if (opensQuantityModal(type)) {
            openQuantityModal();
          } else if (type === 'egift') {
            // Spec 8: above 5 eGift cards the page says so instead of clamping silently.
            dispatch({ type: 'quantityRefused', attempted });
          }
        }}
        label={usePageText('quantity', QUANTITY_TEXT).label}
      />
      {notice ? (
        <InlineAlert tone="warning" role="status">
          {notice}
        </InlineAlert>
      ) : null}
    </div>
  );
});
