/**
 * The eGift form's slot in the purchase panel: the design system's EGiftForm (its own lazy chunk)
 * with the page's limits, texts and validators (the send date's rules come with the form's chunk:
 * EGiftFormWithDate.tsx), and the shopper's time zone as a hidden field for the form posted
 * without JavaScript.
 */
import { memo, Suspense, type RefObject } from 'react';
import type { EGiftFormHandle } from '@cairnfield/design-system';
import type { EgiftDesign } from '../domain';
import { lazyServerRendered } from '../lazy/lazyServerRendered';
import { useServices } from '../hooks/services';
import { useHydrated } from '../hooks/useHydrated';
import { browserTimeZone } from '../hooks/shopperTimeZone';
import type { PurchaseController } from '../hooks/usePurchase';
import {
  EGIFT_MAX_EMAIL_LENGTH,
  EGIFT_MAX_FIELD_LENGTH,
  EGIFT_MAX_MESSAGE_LENGTH,
  egiftValidators,
} from '../purchase/egift';
import { PURCHASE_FIELDS, PURCHASE_IDS } from '../purchase/formFields';
import { EGIFT_SEND_TEXT, EGIFT_TEXT } from '../purchase/messages';

// Only eGift cards show the form: its own chunk, so the other pages' first load does not carry
// it. React hydrates it when it arrives.
const EGiftForm = lazyServerRendered(() => import('./EGiftFormWithDate'), 'the eGift card form');
/**
 * The eGift form's chunk. The browser entry loads it before hydrating an eGift page, so the form's
 * boundary hydrates without waiting for it (see lazyServerRendered).
 */
export const loadEGiftFormChunk = EGiftForm.preload;
/**
 * Memoised: a re-render of the panel with the same values must not reach the form's boundary while
 * it still waits for its chunk (React would drop the server's HTML for the fallback: a shift).
 */
export const EGiftSlot = memo(function EGiftSlot({
  quantity,
  designs,
  maxRecipients,
  values,
  dispatch,
  formRef,
  showAllErrors,
}: {
  quantity: number;
  /** The product's card designs (the first is chosen until the shopper picks another). */
  designs: readonly EgiftDesign[];
  maxRecipients: number;
  values: PurchaseController['state']['egift']['values'];
  dispatch: PurchaseController['dispatch'];
  /** validateAll() for the express checkout, which checks the form before it starts. */
  formRef?: RefObject<EGiftFormHandle | null> | undefined;
  /** The posted form had eGift errors: show them all (the same validators found them). */
  showAllErrors: boolean;
}) {
  const { now } = useServices();
  const hydrated = useHydrated();
  // The shopper's zone is the browser's: the server's HTML (and the form without JavaScript) has
  // none, so the date is read in Central time there and the hint says so.
  const zone = hydrated ? browserTimeZone() : null;
  return (
    <>
      <input type="hidden" name={PURCHASE_FIELDS.sendTimeZone} value={zone ?? ''} />
      <Suspense fallback={null}>
        <EGiftForm
          {...(formRef ? { ref: formRef } : {})}
          quantity={quantity}
          maxRecipients={maxRecipients}
          maxFieldLength={EGIFT_MAX_FIELD_LENGTH}
          maxEmailLength={EGIFT_MAX_EMAIL_LENGTH}
          maxMessageLength={EGIFT_MAX_MESSAGE_LENGTH}
          validators={egiftValidators}
          zone={zone}
          now={now}
          showSendDate
          designs={designs}
          designLegend={EGIFT_TEXT.designLegend}
          sendDateLabel={EGIFT_SEND_TEXT.label}
          sendDateHint={zone ? EGIFT_SEND_TEXT.hint : EGIFT_SEND_TEXT.hintNoZone}
          emailLabel={EGIFT_TEXT.emailLabel}
          firstNameLabel={EGIFT_TEXT.firstNameLabel}
          lastNameLabel={EGIFT_TEXT.lastNameLabel}
          senderLegend={EGIFT_TEXT.senderLegend}
          recipientLegend={EGIFT_TEXT.recipientLegend}
          sameEmailLabel={EGIFT_TEXT.sameEmailLabel}
          messageLabel={EGIFT_TEXT.messageLabel}
          messagePlaceholder={EGIFT_TEXT.messagePlaceholder}
          messageCounterLabel={EGIFT_TEXT.messageCounterLabel}
          defaultValue={{ designId: designs[0]?.id ?? '', ...values }}
          idPrefix={PURCHASE_IDS.egift}
          showAllErrors={showAllErrors}
          onValueChange={(next, details) =>
            dispatch({
              type: 'setEgift',
              // The zone travels with the date (payload, wallets, draft): captured here, in the
              // shopper's browser.
              values: { ...next, sendTimeZone: browserTimeZone() },
              valid: details.valid,
            })
          }
        />
      </Suspense>
    </>
  );
});
