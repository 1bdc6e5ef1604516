/**
 * A view counts when the page is shown (spec 4: the viewed product goes to recently viewed). The
 * recently-viewed list itself is kept by recentlyViewed.ts (with its validation), which loads
 * once the page has settled; a shopper who leaves before that must
 * still find this product on the next page. So the browser entry notes the view at once, here:
 * newest first under its own key, unvalidated and tiny (no schema), and the
 * recently-viewed code folds the noted views into its list before it reads it
 * (settlePendingViews), validating them as it does every stored entry.
 */
import { localKey, LOCAL_KEYS, type StorageLike } from './localKeys';

/** A view as the entry notes it: the recently-viewed item before its checks. */
export interface PendingView {
  productId: string;
  name: string;
  url: string;
  imageUrl: string | null;
}

/** At most this many views wait to be folded in (more than any visitor's list holds by default). */
export const MAX_PENDING_VIEWS = 8;

export function readPendingViews(storage: StorageLike | null): unknown[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(localKey(LOCAL_KEYS.pendingViews)) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** Notes a view of `view`, newest first, each product once. Never throws. */
export function notePendingView(storage: StorageLike | null, view: PendingView): void {
  try {
    const earlier = readPendingViews(storage).filter(
      (v) => (v as Partial<PendingView> | null)?.productId !== view.productId,
    );
    storage?.setItem(
      localKey(LOCAL_KEYS.pendingViews),
      JSON.stringify([view, ...earlier].slice(0, MAX_PENDING_VIEWS)),
    );
  } catch {
    // Full or blocked storage: the view is not kept, as in a browser without storage.
  }
}

/** The view of a product page (its first image's small size, as the strip shows it). */
export function pendingViewOf(
  product: { productId: string; name: string; images: readonly { small: string }[] },
  slug: string,
): PendingView {
  return {
    productId: product.productId,
    name: product.name,
    url: `/p/${slug}`,
    imageUrl: product.images[0]?.small ?? null,
  };
}
