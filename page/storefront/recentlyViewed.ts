/**
 * Recently viewed products (spec 4 and 9): the list is kept newest first, each product once, cut
 * to the visitor's limit (8 for guests, 8 signed in, configurable), in local storage under the
 * product prefix. The strip shows the earlier products, not the one on screen.
 */
import * as v from 'valibot';
import type { PublicConfig } from '../config';
import type { Product } from '../domain';
import type { VisitorKind } from './shopper';
import { LOCAL_KEYS, readLocal, writeLocal, type StorageLike } from './localState';
import { pendingViewOf, readPendingViews } from './pendingViews';

export interface RecentlyViewedItem {
  productId: string;
  name: string;
  /** Root-relative product page, /p/{slug}. */
  url: string;
  imageUrl: string | null;
}

const itemSchema = v.object({
  productId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  // Only our own product pages and images: a tampered entry must not become a link elsewhere.
  url: v.pipe(v.string(), v.regex(/^\/p\/[a-z0-9][a-z0-9-]*$/)),
  imageUrl: v.nullable(v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s"'<>]*$/))),
});
/** Invalid entries are dropped one by one; a broken list is an empty one. */
const listSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((i) => {
      const r = v.safeParse(itemSchema, i);
      return r.success ? [r.output] : [];
    }),
  ),
);

export function recentlyViewedLimit(
  kind: VisitorKind,
  limits: PublicConfig['recentlyViewed'],
): number {
  return kind === 'registered' ? limits.registeredLimit : limits.guestLimit;
}

/** The item for a product page (slug from the page's route). */
export function itemFor(
  product: Pick<Product, 'productId' | 'name' | 'images'>,
  slug: string,
): RecentlyViewedItem {
  return withCheckedImage(pendingViewOf(product, slug));
}

/** Only root-relative images: any other image is left out, the item kept. */
function withCheckedImage<T extends { imageUrl?: unknown }>(item: T): T {
  return v.is(itemSchema.entries.imageUrl, item.imageUrl) ? item : { ...item, imageUrl: null };
}

/** The views noted when pages were shown (pendingViews.ts) that pass the item's checks. */
function pendingItems(storage: StorageLike | null): RecentlyViewedItem[] {
  return readPendingViews(storage).flatMap((view) => {
    const parsed = v.safeParse(
      itemSchema,
      view && typeof view === 'object' ? withCheckedImage(view) : view,
    );
    return parsed.success ? [parsed.output] : [];
  });
}

/** `list` with the noted views added, newest first (the noted views are newer than the list). */
function withViews(
  list: readonly RecentlyViewedItem[],
  views: readonly RecentlyViewedItem[],
  limit: number,
): RecentlyViewedItem[] {
  return views.reduceRight((acc, view) => addViewed(acc, view, limit), [...list].slice(0, limit));
}

/** The stored list with the views noted since folded in, without writing anything. */
export function readRecentlyViewedWithPending(
  storage: StorageLike | null,
  limit: number,
): RecentlyViewedItem[] {
  return withViews(readRecentlyViewed(storage), pendingItems(storage), limit);
}

/**
 * Folds the views noted since into the stored list and clears them. Returns the views folded in
 * (a signed-in shopper's go to the shop too).
 */
export function settlePendingViews(
  storage: StorageLike | null,
  limit: number,
): RecentlyViewedItem[] {
  const views = pendingItems(storage);
  if (readPendingViews(storage).length === 0) return [];
  writeLocal(
    storage,
    LOCAL_KEYS.recentlyViewed,
    withViews(readRecentlyViewed(storage), views, limit),
  );
  writeLocal(storage, LOCAL_KEYS.pendingViews, []);
  return views;
}

/** Newest first, each product once, at most `limit`. */
export function addViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  limit: number,
): RecentlyViewedItem[] {
  if (limit <= 0) return [];
  return [item, ...list.filter((i) => i.productId !== item.productId)].slice(0, limit);
}

/** What the strip shows on a product's page: the others, newest first. */
export function earlierProducts(
  list: readonly RecentlyViewedItem[],
  currentProductId: string,
): RecentlyViewedItem[] {
  return list.filter((i) => i.productId !== currentProductId);
}

export function readRecentlyViewed(storage: StorageLike | null): RecentlyViewedItem[] {
  return readLocal(storage, LOCAL_KEYS.recentlyViewed, listSchema) ?? [];
}

/**
 * Records a view: reads the stored list, adds the item, stores it. Returns the list as it was
 * before (what the shopper viewed earlier) and after.
 */
export function recordView(
  storage: StorageLike | null,
  item: RecentlyViewedItem,
  limit: number,
): { before: RecentlyViewedItem[]; after: RecentlyViewedItem[] } {
  const before = readRecentlyViewed(storage);
  const after = addViewed(before, item, limit);
  writeLocal(storage, LOCAL_KEYS.recentlyViewed, after);
  return { before, after };
}
