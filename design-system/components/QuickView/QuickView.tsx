import type { RefObject } from 'react';
import { Link } from '../Link/Link';
import { Modal } from '../Modal/Modal';
import { Price } from '../Price/Price';
import { ProductImage } from '../ProductImage/ProductImage';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import * as styles from './QuickView.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { quickViewMessages } from './QuickView.messages';

export interface QuickViewImage {
  /** Source below 1024 px. */
  src: string;
  /** Source from 1024 px. */
  largeSrc?: string;
  alt: string;
}

export interface QuickViewProps {
  /** Open state (controlled). */
  open: boolean;
  /** Called when the dialog asks to close (close button, Escape, overlay click). */
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus returns on close: the button that opened the quick view (it is opened from
   * outside, so the dialog has no trigger of its own to go back to).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The product's name: the dialog's title (and accessible name). */
  name: string;
  /** The product image; none shows when null. */
  image?: QuickViewImage | null;
  /** The price range. */
  price: { min: number; max: number };
  /** The rating; none shows when null (e.g. it could not be read). */
  rating?: { rating: number; count: number } | null;
  /** The rating's screen-reader sentence (RatingSummary's `label`). */
  ratingLabel?: string;
  /** The product page. */
  href: string;
  /** The link's text. @default the 'QuickView.link' message ('View product') */
  linkLabel?: string;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * A product's quick view: a modal dialog (Modal, so APG modal dialog: focus trapped, Escape
 * closes, focus returns to `returnFocusRef`) titled with the product's name, showing its image,
 * price range, rating and a link to its page.
 */
export function QuickView({
  open,
  onOpenChange,
  returnFocusRef,
  name,
  image,
  price,
  rating,
  ratingLabel,
  href,
  linkLabel,
  closeLabel,
}: QuickViewProps) {
  const messages = useMessages(quickViewMessages, { 'QuickView.link': linkLabel });
  return (
    <Modal
      title={name}
      open={open}
      onOpenChange={onOpenChange}
      size="medium"
      {...(returnFocusRef ? { returnFocusRef } : {})}
      {...(closeLabel ? { closeLabel } : {})}
    >
      <div className={styles.layout}>
        {image ? (
          <ProductImage
            src={image.src}
            {...(image.largeSrc ? { largeSrc: image.largeSrc } : {})}
            alt={image.alt}
            width={960}
            height={604}
            aspectRatio={960 / 604}
          />
        ) : null}
        <div className={styles.facts}>
          <Price min={price.min} max={price.max} />
          {rating ? (
            <RatingSummary
              rating={rating.rating}
              count={rating.count}
              {...(ratingLabel ? { label: ratingLabel } : {})}
            />
          ) : null}
          <Link href={href}>{messages.format('QuickView.link')}</Link>
        </div>
      </div>
    </Modal>
  );
}
