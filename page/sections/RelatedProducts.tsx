/**
 * The related-products strip (spec 2) and its copy: the product's relatedProducts (the other gift
 * cards), each linking to its page, with a Quick view button opening the quick-view modal (passed
 * in). It reads its data through useRelatedProducts and renders nothing until there is something
 * to show.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { Button, visuallyHidden } from '@cairnfield/design-system';
import type { ProductSummary } from '../domain';
import { useRelatedProducts } from '../hooks/useRelatedProducts';
import { ProductStrip } from '../layout/ProductStrip';
import type { LazyComponent } from '../lazy/lazyWithRetry';
import type { QuickViewModalProps } from './QuickViewModal';
import * as styles from './RelatedProducts.css';

/** Spec 2: the related-products strip and its quick-view modal. */
export const RELATED_TEXT = {
  heading: 'Other gift cards',
  /** Visible on each product's button; the product's name follows it for screen readers. */
  quickView: 'Quick view',
  viewProduct: 'View full details',
  closeQuickView: 'Close quick view',
} as const;

export interface RelatedProductsStripProps {
  items: readonly ProductSummary[];
  /** A Quick view button was pressed (the button, for focus to return to). */
  onQuickView: (productId: string, button: HTMLButtonElement) => void;
  /** The pointer or focus reached a Quick view button: a chance to load the modal early. */
  onQuickViewIntent?: () => void;
}

/** Presentational: nothing at all when the list is empty. */
export function RelatedProductsStrip({
  items,
  onQuickView,
  onQuickViewIntent,
}: RelatedProductsStripProps) {
  return (
    <ProductStrip
      title={RELATED_TEXT.heading}
      items={items.map((item) => ({
        productId: item.productId,
        url: item.url,
        name: item.name,
        imageSrc: item.image?.small ?? null,
        action: (
          <Button
            variant="secondary"
            size="small"
            onClick={(event: MouseEvent<HTMLButtonElement>) =>
              onQuickView(item.productId, event.currentTarget)
            }
            onPointerEnter={onQuickViewIntent}
            onFocus={onQuickViewIntent}
          >
            {RELATED_TEXT.quickView} <span className={visuallyHidden}>{item.name}</span>
          </Button>
        ),
      }))}
      itemClassName={styles.item}
      imageSize={{ width: 176, height: 111 }}
    />
  );
}

export interface RelatedProductsProps {
  /** The product's relatedProducts ids (Product.relatedProductIds). */
  productIds: readonly string[];
  /**
   * The quick-view modal, a lazy chunk of its own. The page declares it: a dynamic import inside
   * this (itself lazy) chunk would make the bundler split the entry into shared chunks.
   */
  QuickViewModal: LazyComponent<QuickViewModalProps>;
}

export default function RelatedProducts({ productIds, QuickViewModal }: RelatedProductsProps) {
  const related = useRelatedProducts(productIds);
  const [shown, setShown] = useState<{ productId: string; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const items = related.status === 'ready' ? related.data : [];
  const product = shown ? items.find((p) => p.productId === shown.productId) : undefined;

  return (
    <>
      <RelatedProductsStrip
        items={items}
        onQuickView={(productId, button) => {
          opener.current = button;
          setShown({ productId, open: true });
        }}
        onQuickViewIntent={() => void QuickViewModal.preload()}
      />
      {shown && product ? (
        <QuickViewModal
          product={product}
          open={shown.open}
          onOpenChange={(open) => setShown((s) => (s ? { ...s, open } : s))}
          returnFocusRef={opener}
        />
      ) : null}
    </>
  );
}
