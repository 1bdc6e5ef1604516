/**
 * The recently-viewed strip (spec 4): earlier products, linking to them, as a labelled region
 * holding a list. Its own lazy chunk: loading it is what records the view (spec: "once the
 * recently-viewed module is loaded, the viewed product is saved").
 */
import { useId } from 'react';
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
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item}>
            <a className={styles.link} href={item.url}>
              {item.imageUrl ? (
                // Decorative: the link's name is the product name next to it.
                <img
                  className={styles.image}
                  src={item.imageUrl}
                  alt=""
                  width={144}
                  height={91}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>{item.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function RecentlyViewed(props: UseRecentlyViewedInput) {
  return <RecentlyViewedStrip items={useRecentlyViewed(props)} />;
}
