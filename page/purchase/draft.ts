/**
 * The purchase form kept across a reload (spec: nothing the shopper typed is lost). When the page
 * goes away, what its purchase form holds is kept in session storage, by field name (the names a
 * posted form has: formFields.ts); when the same product page comes back by reload or history,
 * the form is filled with it again, read by the same rules as a form posted without JavaScript
 * (purchaseForm.ts). A reload is what the page offers when the browser will not load a part of it
 * again (lazy/retryImport.ts); a shopper's own reload keeps the form too, as browsers do for plain
 * forms. Session storage is the tab's own and ends with it.
 */
/** The session-storage key of a product's draft (the fixed product prefix of spec 3). */
export const draftKey = (productId: string): string => `cairnfield.pdp.draft.${productId}`;

/** More fields than the form ever has (sender, five recipients, amount, quantity, message). */
const MAX_FIELDS = 40;
/** Longer than any field allows: a longer value is not the form's. */
const MAX_VALUE_LENGTH = 512;

/** Field name to value, as the form posts them. */
export type PurchaseDraft = Record<string, string>;

/** The form's text fields as a draft: the first value of each name, files left out. */
export function draftFromEntries(entries: Iterable<[string, FormDataEntryValue]>): PurchaseDraft {
  const draft: PurchaseDraft = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name in draft) continue;
    if (Object.keys(draft).length >= MAX_FIELDS) break;
    draft[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return draft;
}

/**
 * A stored draft, or null when there is none or it is not one (storage is the shopper's to edit).
 * A flat record of short strings, checked by hand: this runs in the first load, where a schema
 * library would cost more than the check (what it holds is then read by parsePurchaseForm's rules).
 */
export function readDraft(text: string | null): PurchaseDraft | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const entries = Object.entries(stored as Record<string, unknown>);
  const draft: PurchaseDraft = {};
  if (entries.length > MAX_FIELDS) return null;
  for (const [name, value] of entries) {
    if (name.length > 64 || typeof value !== 'string' || value.length > MAX_VALUE_LENGTH)
      return null;
    draft[name] = value;
  }
  return draft;
}

/** A draft is restored when the page comes back by reload or history, not on a new visit. */
export function restoresDraft(navigationType: string | undefined): boolean {
  return navigationType === 'reload' || navigationType === 'back_forward';
}
