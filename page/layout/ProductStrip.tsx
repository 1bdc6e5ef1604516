/**
 * A strip of product links under a heading, scrolling sideways: the one markup of the
 * recently-viewed and related-products strips (a labelled region holding a list; each item a link
 * named by the product, its picture decorative, and an optional action after the link).
 * Presentational: nothing at all when the list is empty.
 */
import { useId, type ReactNode } from 'react';
import * as styles from './productStrip.css';

export interface ProductStripItem {
  productId: string;
  url: string;
  name: string;
  /** The product's small picture, or null. */
  imageSrc: string | null;
  /** Shown after the link (for example a Quick view button). */
  action?: ReactNode;
}

export interface ProductStripProps {
  title: string;
  items: readonly ProductStripItem[];
  /** Each item's width (the strip's own class). */
  itemClassName: string;
  /** The pictures' intrinsic size, so they take their place before they load. */
  imageSize: { width: number; height: number };
}

export function ProductStrip({ title, items, itemClassName, imageSize }: ProductStripProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.productId} className={itemClassName}>
            <a className={styles.link} href={item.url}>
              {item.imageSrc ? (
                // Decorative: the link's name is the product name next to it.
                <img
                  className={styles.image}
                  src={item.imageSrc}
                  alt=""
                  width={imageSize.width}
                  height={imageSize.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>{item.name}</span>
            </a>
            {item.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
