/**
 * The design system's EGiftForm with the send date's rules (purchase/egiftSendDate.ts): its bounds
 * and its validator, read in the shopper's zone. The eGift form's own chunk (EGiftSlot loads it),
 * so the date rules travel with the form and the other pages' first load carries neither.
 */
import { useMemo } from 'react';
import { EGiftForm, type EGiftFormProps } from '@cairnfield/design-system/EGiftForm';
import { sendDateBounds, validateSendDate } from '../purchase/egiftSendDate';

export interface EGiftFormWithDateProps extends Omit<
  EGiftFormProps,
  'sendDateMin' | 'sendDateMax' | 'validators'
> {
  /** The form's validators but the date's (this part adds that one). */
  validators: NonNullable<EGiftFormProps['validators']>;
  /** The shopper's zone (the browser's), or null before hydration: the date is then read in Central time. */
  zone: string | null;
  now: () => Date;
}

export default function EGiftFormWithDate({
  zone,
  now,
  validators,
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
    <EGiftForm
      {...form}
      validators={withDate}
      {...(bounds ? { sendDateMin: bounds.min, sendDateMax: bounds.max } : {})}
    />
  );
}
