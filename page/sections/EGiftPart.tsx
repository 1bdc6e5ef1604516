/**
 * The eGift form's part of the purchase panel (EGiftSlot loads it): the design
 * system's eGift form (EGiftFormFields, without its date formatter) with the page's limits, texts and validators; the send date's rules
 * (purchase/eGiftSendDate.ts), its bounds and its validator read in the shopper's zone; the zone as
 * a hidden field for the form posted without JavaScript; and the card's live preview (EGiftPreview)
 * below it. The preview shows what the form holds and takes no input: the server's HTML shows it
 * until the shopper first reaches for the page (a pointer, a touch, a key, focus) or it comes near
 * the screen; its code loads then, and the form's values reach it from then on. A visit that only
 * looks never fetches it.
 */
import {
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Ref,
} from 'react';
import {
  EGiftFormFields,
  type EGiftFormChangeDetails,
  type EGiftFormHandle,
} from '@cairnfield/design-system/EGiftForm';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import type { EgiftDesign } from '../domain';
import { useServices } from '../providers/ServicesProvider';
import { browserTimeZone } from '../hooks/shopperTimeZone';
import type { PurchaseController } from '../hooks/usePurchase';
import {
  EGIFT_MAX_EMAIL_LENGTH,
  EGIFT_MAX_FIELD_LENGTH,
  EGIFT_MAX_MESSAGE_LENGTH,
  egiftValidatorsIn,
} from '../purchase/eGift';
import { sendDateBounds, validateSendDate } from '../purchase/eGiftSendDate';
import { PURCHASE_FIELDS, PURCHASE_IDS } from '../purchase/formFields';
import { usePageText } from '../i18n/usePageText';
import { EGIFT_TEXT } from '../purchase/messages';
import { EGIFT_SEND_TEXT } from '../purchase/eGiftSendText';
import { PageTextContext, useEnglishPart } from '../i18n/context';
import { heldUntilHydrated, lazyServerRendered } from '../lazy/lazyServerRendered';
import { onFirstIntent } from '../lazy/firstIntent';
import { whenIdle } from '../lazy/lazyWithRetry';
import { egiftPreview } from './sections.css';

const PreviewPart = lazyServerRendered(
  async () => ({ default: (await import('./EGiftPreview')).EGiftPreview }),
  'the card preview',
  { whenNear: { anchor: () => document.querySelector(`.${egiftPreview}`), rootMargin: '50% 0px' } },
);
const EGiftPreview = heldUntilHydrated(PreviewPart);

/** Loads the preview's code now: tests and stories that render the form whole, preview included. */
export const loadEGiftPreview = (): Promise<void> => PreviewPart.preload();

export interface EGiftPartProps {
  quantity: number;
  /** The chosen amount (whole dollars), or null while none is valid: the preview shows it. */
  amount: number | null;
  /** The product's card designs (the first is chosen until the shopper picks another). */
  designs: readonly EgiftDesign[];
  maxRecipients: number;
  values: EGiftFormValues | null;
  dispatch: PurchaseController['dispatch'];
  /** validateAll() for the express checkout, which checks the form before it starts. */
  ref?: Ref<EGiftFormHandle> | undefined;
  /** The posted form had eGift errors: show them all (the same validators found them). */
  showAllErrors: boolean;
  /**
   * The shopper's zone (the browser's), or null before hydration: the server's HTML (and the form
   * without JavaScript) has none, so the date is read in Central time there and the hint says so.
   */
  zone: string | null;
}

export default function EGiftPart({
  quantity,
  amount,
  designs,
  maxRecipients,
  values,
  dispatch,
  ref,
  showAllErrors,
  zone,
}: EGiftPartProps) {
  const { now } = useServices();
  // The preview's code at the shopper's first sign of use, before the first keystroke reaches it:
  // once the browser is idle after that event, so its request, evaluation and hydration never
  // hold back the paint of the tap that signalled it (a design, a chip).
  useEffect(
    () => onFirstIntent(() => whenIdle(() => void PreviewPart.preload().catch(() => undefined), 0)),
    [],
  );
  const text = usePageText('eGift', EGIFT_TEXT);
  const sendDate = usePageText('sendDate', EGIFT_SEND_TEXT);
  const { locale } = useContext(PageTextContext);
  const validators = useMemo(
    () => ({
      ...egiftValidatorsIn(text),
      sendDate: (value: string) => validateSendDate(value, zone ?? '', now(), sendDate, locale),
    }),
    [zone, now, text, sendDate, locale],
  );
  const bounds = useMemo(() => (zone ? sendDateBounds(now(), zone) : null), [zone, now]);
  // Urgent first: the form shows what the shopper typed or picked at once (its own state); the
  // page's state and what it derives (the preview, the total, the arrival, the add button) follow
  // in a transition, which the next keystroke interrupts.
  const onValueChange = useCallback(
    (next: EGiftFormValues, details: EGiftFormChangeDetails) =>
      startTransition(() =>
        dispatch({
          type: 'setEgift',
          // The zone travels with the date (payload, wallets, draft): captured here, in the
          // shopper's browser.
          values: { ...next, sendTimeZone: browserTimeZone() },
          valid: details.valid,
        }),
      ),
    [dispatch],
  );
  // The form starts from these (a prefill or a kept draft remounts it: EGiftSlot's key).
  const [defaultValue] = useState(() => ({ designId: designs[0]?.id ?? '', ...values }));
  return (
    <>
      <input type="hidden" name={PURCHASE_FIELDS.sendTimeZone} value={zone ?? ''} />
      <EGiftFields
        formRef={ref}
        quantity={quantity}
        maxRecipients={maxRecipients}
        validators={validators}
        bounds={bounds}
        designs={designs}
        zone={zone}
        defaultValue={defaultValue}
        showAllErrors={showAllErrors}
        onValueChange={onValueChange}
      />
      <EGiftPreview values={values} amount={amount} designs={designs} />
    </>
  );
}

interface EGiftFieldsProps {
  formRef: Ref<EGiftFormHandle> | undefined;
  quantity: number;
  maxRecipients: number;
  validators: Parameters<typeof EGiftFormFields>[0]['validators'];
  bounds: { min: string; max: string } | null;
  designs: readonly EgiftDesign[];
  zone: string | null;
  defaultValue: Partial<EGiftFormValues>;
  showAllErrors: boolean;
  onValueChange: (next: EGiftFormValues, details: EGiftFormChangeDetails) => void;
}

/**
 * The form itself, memoised on stable props: a change of the amount, or the page's state catching
 * up with a keystroke, renders the preview again, not every field.
 */
const EGiftFields = memo(function EGiftFields({
  formRef,
  quantity,
  maxRecipients,
  validators,
  bounds,
  designs,
  zone,
  defaultValue,
  showAllErrors,
  onValueChange,
}: EGiftFieldsProps) {
  const text = usePageText('eGift', EGIFT_TEXT);
  const sendDate = usePageText('sendDate', EGIFT_SEND_TEXT);
  // The designs' names are the shop's, in English: on a page in another language they say so.
  const { lang } = useEnglishPart();
  const named = useMemo(
    () => (lang ? designs.map((d) => ({ ...d, lang })) : designs),
    [designs, lang],
  );
  return (
    // The hint already says what the date means (spec texts): no second line in words, and so
    // none of the date formatter's code.
    <EGiftFormFields
      {...(formRef ? { ref: formRef } : {})}
      quantity={quantity}
      maxRecipients={maxRecipients}
      maxFieldLength={EGIFT_MAX_FIELD_LENGTH}
      maxEmailLength={EGIFT_MAX_EMAIL_LENGTH}
      maxMessageLength={EGIFT_MAX_MESSAGE_LENGTH}
      validators={validators}
      showSendDate
      {...(bounds ? { sendDateMin: bounds.min, sendDateMax: bounds.max } : {})}
      designs={named}
      designLegend={text.designLegend}
      sendDateLabel={sendDate.label}
      sendDateHint={zone ? sendDate.hint : sendDate.hintNoZone}
      emailLabel={text.emailLabel}
      firstNameLabel={text.firstNameLabel}
      lastNameLabel={text.lastNameLabel}
      senderLegend={text.senderLegend}
      recipientLegend={text.recipientLegend}
      sameEmailLabel={text.sameEmailLabel}
      messageLabel={text.messageLabel}
      messagePlaceholder={text.messagePlaceholder}
      messageCounterLabel={text.messageCounterLabel}
      defaultValue={defaultValue}
      idPrefix={PURCHASE_IDS.egift}
      showAllErrors={showAllErrors}
      onValueChange={onValueChange}
    />
  );
});
