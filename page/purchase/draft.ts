/**
 * The purchase form kept across a reload (spec: nothing the shopper typed is lost). When the page
 * goes away, what its purchase form holds is kept in session storage, by field name (the names a
 * posted form has: formFields.ts); when the same product page comes back by reload or history,
 * the form is filled with it again, read by the same rules as a form posted without JavaScript
 * (purchaseForm.ts). A reload is what the page offers when the browser will not load a part of it
 * again (lazy/retryImport.ts); a shopper's own reload keeps the form too, as browsers do for plain
 * forms. Session storage is the tab's own and ends with it.
 */
import * as v from 'valibot';

/** The session-storage key of a product's draft (the fixed product prefix of spec 3). */
export const draftKey = (productId: string): string => `cairnfield.pdp.draft.${productId}`;

/** More fields than the form ever has (sender, five recipients, amount, quantity, message). */
const MAX_FIELDS = 40;
/** Longer than any field allows: a longer value is not the form's. */
const MAX_VALUE_LENGTH = 512;

const draftSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(MAX_VALUE_LENGTH))),
  v.check((fields) => Object.keys(fields).length <= MAX_FIELDS),
);

export type PurchaseDraft = v.InferOutput<typeof draftSchema>;

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

/** A stored draft, or null when there is none or it is not one (storage is the shopper's). */
export function readDraft(text: string | null): PurchaseDraft | null {
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (Array.isArray(stored)) return null;
    const parsed = v.safeParse(draftSchema, stored);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** A draft is restored when the page comes back by reload or history, not on a new visit. */
export function restoresDraft(navigationType: string | undefined): boolean {
  return navigationType === 'reload' || navigationType === 'back_forward';
}
