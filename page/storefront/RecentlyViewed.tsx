/**
 * The recently-viewed strip (spec 4): earlier products, linking to them, as a labelled region
 * holding a list. Loaded lazily: loading it is what records the view (spec: "once the
 * recently-viewed module is loaded, the viewed product is saved").
 */
import { ProductStrip } from '../layout/ProductStrip';
import type { RecentlyViewedItem } from './recentlyViewed';
import { useRecentlyViewed, type UseRecentlyViewedInput } from './useRecentlyViewed';
import * as styles from './RecentlyViewed.css';

export interface RecentlyViewedStripProps {
  items: readonly RecentlyViewedItem[];
  /** @default 'Recently viewed' */
  title?: string;
}

/** Presentational: nothing at all when the list is empty. */
export function RecentlyViewedStrip({
  items,
  title = 'Recently viewed',
}: RecentlyViewedStripProps) {
  return (
    <ProductStrip
      title={title}
      items={items.map((item) => ({
        productId: item.productId,
        url: item.url,
        name: item.name,
        imageSrc: item.imageUrl,
      }))}
      itemClassName={styles.item}
      imageSize={{ width: 144, height: 91 }}
    />
  );
}

export default function RecentlyViewed(props: UseRecentlyViewedInput) {
  return <RecentlyViewedStrip items={useRecentlyViewed(props)} />;
}
