/**
 * The product page's lazy parts and its rating slot: each part is its own chunk, loaded when the
 * page needs it (on idle, on an addition, or before hydration for the details area).
 */
import { memo } from 'react';
import { RatingSummary, Skeleton } from '@cairnfield/design-system';
import { lazyServerRendered } from '../lazy/lazyServerRendered';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { RATING_TEXT } from '../purchase/messages';
import { SECTION_IDS } from '../sections/detailsSections';
import { StoreChoice } from '../sections/StoreChoice';
import { useStoreChoice } from '../hooks/useStoreChoice';
import type { ProductPageData } from './pageData';
import * as styles from './ProductPage.css';

export const RecentlyViewed = lazyWithRetry(() => import('../storefront/RecentlyViewed'), {
  label: 'your recently viewed products',
  when: 'idle',
});
/** Spec 2: the related-products strip with its quick view; data and chunk after the page settles. */
export const RelatedProducts = lazyWithRetry(() => import('../sections/RelatedProducts'), {
  label: 'the other gift cards',
  when: 'idle',
});
export const QuickViewModal = lazyWithRetry(() => import('../sections/QuickViewModal'), {
  label: 'the quick view',
});
export const CartToast = lazyWithRetry(() => import('../sections/CartToast'), {
  label: 'the cart confirmation',
});
/** Below the purchase panel: its own chunk (with the Radix accordion), hydrated when it arrives. */
export const DetailsArea = lazyServerRendered(
  () => import('../sections/DetailsArea'),
  'the product details',
);
/** The details area's chunk; the browser entry loads it before hydrating (pageChunksFor in App.tsx). */
export const loadDetailsChunk = DetailsArea.preload;
/**
 * Memoised: a re-render of the page with the same props must not reach the details boundary while
 * it still waits for its chunk (React would drop the server's HTML for the fallback: a shift).
 */
export const DetailsSlot = memo(function DetailsSlot(props: Parameters<typeof DetailsArea>[0]) {
  return <DetailsArea {...props} />;
});
export const CartDrawer = lazyWithRetry(() => import('../sections/CartDrawer'), {
  label: 'your cart',
});

export function RatingSlot({
  loading,
  average,
  count,
  onActivate,
}: {
  loading: boolean;
  average: number;
  count: number;
  onActivate: () => void;
}) {
  return (
    <div className={styles.ratingSlot}>
      {loading ? (
        <Skeleton shape="text" width={180} height={24} loadingLabel="Loading ratings" />
      ) : (
        <RatingSummary
          rating={average}
          count={count}
          label={RATING_TEXT.label}
          actionLabel={RATING_TEXT.actionLabel}
          href={`#${SECTION_IDS.reviews}`}
          onActivate={onActivate}
        />
      )}
    </div>
  );
}

/** The selected store and spec 9's 'Pick Up at a Different Store' picker, under the stock line. */
export function StoreSlot({
  storeId,
  itemId,
  data,
}: {
  storeId: string | null;
  itemId: string | null;
  data: Pick<ProductPageData, 'shopper' | 'slug' | 'storeName'>;
}) {
  const picker = useStoreChoice({
    storeId,
    itemId,
    defaultZip: data.shopper.zipCodes.store ?? data.shopper.zipCodes.delivery,
    rendered: { storeId: data.shopper.storeId, name: data.storeName ?? null },
  });
  return <StoreChoice picker={picker} storeId={storeId} storesUrl={`/p/${data.slug}/stores`} />;
}
