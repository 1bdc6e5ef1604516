/**
 * The design system's EGiftForm with the send date's rules (purchase/egiftSendDate.ts): its bounds
 * and its validator, read in the shopper's zone; and the card's live preview (EGiftPreview) below it. The eGift form's own chunk (EGiftSlot loads it),
 * so the date rules travel with the form and the other pages' first load carries neither.
 */
import { useMemo } from 'react';
import { EGiftForm, type EGiftFormProps } from '@cairnfield/design-system/EGiftForm';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { sendDateBounds, validateSendDate } from '../purchase/egiftSendDate';
import { EGiftPreview } from './EGiftPreview';

export interface EGiftFormWithDateProps extends Omit<
  EGiftFormProps,
  'sendDateMin' | 'sendDateMax' | 'validators'
> {
  /** The form's validators but the date's (this part adds that one). */
  validators: NonNullable<EGiftFormProps['validators']>;
  /** The shopper's zone (the browser's), or null before hydration: the date is then read in Central time. */
  zone: string | null;
  now: () => Date;
  /** The live preview's values: the form's as the page holds them, and the chosen amount. */
  preview: { values: EGiftFormValues | null; amount: number | null };
}

export default function EGiftFormWithDate({
  zone,
  now,
  validators,
  preview,
  ...form
}: EGiftFormWithDateProps) {
  const withDate = useMemo(
    () => ({
      ...validators,
      sendDate: (value: string) => validateSendDate(value, zone ?? '', now()),
    }),
    [validators, zone, now],
  );
  const bounds = zone ? sendDateBounds(now(), zone) : null;
  return (
    <>
      <EGiftForm
        {...form}
        validators={withDate}
        {...(bounds ? { sendDateMin: bounds.min, sendDateMax: bounds.max } : {})}
      />
      <EGiftPreview values={preview.values} amount={preview.amount} designs={form.designs ?? []} />
    </>
  );
}
