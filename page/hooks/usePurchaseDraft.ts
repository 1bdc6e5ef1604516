/**
 * Keeps the purchase form across a reload (purchase/draft.ts): when the page is hidden for good
 * (`pagehide`), what the form holds goes to session storage; once the page has hydrated after a
 * reload or a history navigation, a kept draft fills the form again, read by the rules a form
 * posted without JavaScript goes through (purchase/purchaseForm.ts, loaded only when there is a
 * draft). Browser only.
 */
import { useEffect, useRef } from 'react';
import type { Product } from '../domain';
import { draftFromEntries, draftKey, readDraft, restoresDraft } from '../purchase/draft';
import { PURCHASE_IDS } from '../purchase/formFields';
import type { PurchaseFormContext } from '../purchase/purchaseForm';
import type { PurchaseAction } from '../purchase/purchaseReducer';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

export function usePurchaseDraft(
  product: Product,
  context: PurchaseFormContext,
  dispatch: (action: PurchaseAction) => void,
): void {
  const latest = useRef({ product, context, dispatch });
  useEffect(() => {
    latest.current = { product, context, dispatch };
  });
  const productId = product.productId;

  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return;
    const key = draftKey(productId);
    let draft = null;
    try {
      draft = readDraft(storage.getItem(key));
      storage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept, and nothing will be.
    }
    if (draft && restoresDraft(navigationType())) {
      const kept = draft;
      void import('../purchase/purchaseForm')
        .then(({ parsePurchaseForm }) => {
          const { product: p, context: ctx, dispatch: send } = latest.current;
          const parsed = parsePurchaseForm(kept, p, ctx);
          if (parsed.kind !== 'hostile') send({ type: 'restoreDraft', values: parsed.values });
        })
        .catch((error: unknown) => console.warn('[draft] could not restore the form', error));
    }

    const keep = () => {
      const form = document.getElementById(PURCHASE_IDS.form);
      if (!(form instanceof HTMLFormElement)) return;
      try {
        storage.setItem(key, JSON.stringify(draftFromEntries(new FormData(form))));
      } catch {
        // Full or blocked storage: the form is not kept, as in a browser without storage.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [productId]);
}
