/**
 * The eGift form's slot in the purchase panel. The form and all its wiring (the page's limits,
 * texts and validators, the send date's rules, the preview: EGiftPart.tsx) load lazily, only on an
 * eGift card's page. React hydrates it when it arrives.
 */
import { memo, type RefObject } from 'react';
import type { EGiftFormHandle } from '@cairnfield/design-system';
import { useHydrated } from '../hooks/useHydrated';
import { browserTimeZone } from '../hooks/shopperTimeZone';
import type { EGiftPartProps } from './EGiftPart';
import { EGiftPart } from './purchaseParts';

/**
 * Memoised: a re-render of the panel with the same values must not reach the form's boundary while
 * it still waits for its code (React would drop the server's HTML for the fallback: a shift).
 */
export const EGiftSlot = memo(function EGiftSlot({
  formRef,
  ...props
}: Omit<EGiftPartProps, 'ref' | 'zone'> & {
  /** validateAll() for the express checkout, which checks the form before it starts. */
  formRef?: RefObject<EGiftFormHandle | null> | undefined;
}) {
  // Read here, where the slot hydrates with the panel: the part may mount later (its chunk), and
  // a reader mounted then would start from false and show the form in Central time a moment.
  const zone = useHydrated() ? browserTimeZone() : null;
  return <EGiftPart {...props} zone={zone} {...(formRef ? { ref: formRef } : {})} />;
});
