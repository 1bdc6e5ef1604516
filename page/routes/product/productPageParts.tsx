/**
 * The product page's lazy parts and its rating slot: each part loaded when the page needs it (on
 * idle, on an addition, or as the details area comes near).
 */
import { RatingSummary, Skeleton } from '@cairnfield/design-system';
import { heldUntilHydrated, lazyServerRendered } from '../../lazy/lazyServerRendered';
import { lazyWithRetry } from '../../lazy/lazyWithRetry';
import { RATING_TEXT } from '../../purchase/messages';
import { SECTION_IDS } from '../../sections/detailsSections';
import * as styles from './ProductPage.css';

/** The element around each product strip (ProductPage), watched before the strip's code is here. */
export const STRIP_ATTRIBUTE = 'data-product-strip';
/**
 * The product strips below the details area load once the page has settled and their place comes
 * within half a viewport of the screen (or the shopper reaches into it): on a phone a visit that
 * never scrolls that far fetches neither their code nor the related products' data. Spec 2: the
 * viewed product joins recently viewed once that module is loaded (noted before, pendingViews.ts).
 */
const nearStrip = (name: 'recently-viewed' | 'related-products') => ({
  anchor: () => document.querySelector(`[${STRIP_ATTRIBUTE}="${name}"]`),
  rootMargin: '50% 0px',
});
export const RecentlyViewed = lazyWithRetry(() => import('../../storefront/RecentlyViewed'), {
  label: 'your recently viewed products',
  when: 'idle',
  near: nearStrip('recently-viewed'),
});
/** Spec 2: the related-products strip with its quick view; data and chunk as it comes near. */
export const RelatedProducts = lazyWithRetry(() => import('../../sections/RelatedProducts'), {
  label: 'the other gift cards',
  when: 'idle',
  near: nearStrip('related-products'),
});
export const QuickViewModal = lazyWithRetry(() => import('../../sections/QuickViewModal'), {
  label: 'the quick view',
});
export const CartToast = lazyWithRetry(() => import('../../sections/CartToast'), {
  label: 'the cart confirmation',
});
/** The element around the details area (ProductPage), watched before the area's code is here. */
export const DETAILS_AREA_ATTRIBUTE = 'data-details-area';
/**
 * Below the purchase panel: its own chunk (with the Radix accordion), loaded once the area comes
 * within half a viewport of the screen or the shopper reaches into it, and hydrated then. On a
 * phone it starts well below the fold, so a visit that never scrolls there never fetches it.
 */
export const DetailsArea = lazyServerRendered(
  () => import('../../sections/DetailsArea'),
  'the product details',
  {
    whenNear: {
      anchor: () => document.querySelector(`[${DETAILS_AREA_ATTRIBUTE}]`),
      rootMargin: '50% 0px',
    },
  },
);

/** Loads the details area's chunk now (the stories, which show the page whole). */
export const loadDetailsChunk = DetailsArea.preload;

/**
 * Where the page renders the details area: a re-render of the page must not reach its boundary
 * while it is still the server's HTML (React would throw that HTML away for the fallback: a blank,
 * then a shift), so it keeps the props it was first rendered with until it has hydrated.
 */
export const DetailsSlot = heldUntilHydrated(DetailsArea);
export const CartDrawer = lazyWithRetry(() => import('../../sections/CartDrawer'), {
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
