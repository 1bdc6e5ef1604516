/**
 * The gift card type message with its link (spec 2): each card points to the other kind a shopper
 * may want; then the optional short promotional message.
 */
import { Link } from '@cairnfield/design-system';
import type { Product } from '../domain';
import * as styles from '../routes/product/ProductPage.css';

export function typeMessage(product: Product): {
  text: string;
  link: { href: string; label: string } | null;
} {
  const { type, bulkUrl, standardUrl, bulkMinQuantity } = product.giftCard;
  switch (type) {
    case 'standard':
      return {
        text: `Buying ${bulkMinQuantity} or more cards?`,
        link: bulkUrl ? { href: bulkUrl, label: 'Shop bulk gift cards' } : null,
      };
    case 'bulk':
      return {
        text: `Need fewer than ${bulkMinQuantity} cards?`,
        link: standardUrl ? { href: standardUrl, label: 'Shop the standard gift card' } : null,
      };
    case 'egift':
      return {
        text: 'Prefer a card to hold?',
        link: standardUrl ? { href: standardUrl, label: 'Shop physical gift cards' } : null,
      };
  }
}

export function GiftCardMessage({
  product,
  promoMessage = product.shortPromoMessage,
}: {
  product: Product;
  /** The promotion as this shopper should read it (e.g. their free-shipping threshold). */
  promoMessage?: string | null;
}) {
  const message = typeMessage(product);
  return (
    <div className={styles.messages}>
      {product.productMessage ? <p>{product.productMessage}</p> : null}
      <p>
        {message.text}{' '}
        {message.link ? <Link href={message.link.href}>{message.link.label}</Link> : null}
      </p>
      {promoMessage ? <p className={styles.promo}>{promoMessage}</p> : null}
    </div>
  );
}
