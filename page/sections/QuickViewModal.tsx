/**
 * The quick-view modal (spec 2): a related product's image, name, price range, rating and a link
 * to its page, in the design system's QuickView. Its own chunk, loaded when first asked for.
 */
import type { RefObject } from 'react';
import { QuickView } from '@cairnfield/design-system';
import type { ProductSummary } from '../domain';
import { RATING_TEXT } from '../purchase/messages';
import { RELATED_TEXT } from './RelatedProducts';

export interface QuickViewModalProps {
  product: ProductSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Quick view button that opened it: focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function QuickViewModal({
  product,
  open,
  onOpenChange,
  returnFocusRef,
}: QuickViewModalProps) {
  return (
    <QuickView
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      name={product.name}
      image={
        product.image
          ? { src: product.image.small, largeSrc: product.image.large, alt: product.image.alt }
          : null
      }
      price={product.price}
      rating={
        product.rating ? { rating: product.rating.average, count: product.rating.count } : null
      }
      ratingLabel={RATING_TEXT.label}
      href={product.url}
      linkLabel={RELATED_TEXT.viewProduct}
      closeLabel={RELATED_TEXT.closeQuickView}
    />
  );
}
