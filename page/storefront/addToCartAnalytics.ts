/**
 * The add-to-cart analytics (spec 4/7): the add-to-cart and search add-to-cart events of one
 * successful add, pushed to the same queues as the page's other events (./analytics.ts). The page
 * loads it at the add, not with the page view's.
 */
import type { Product } from '../domain';
import { referrerKind, track, type AnalyticsEvent, type CartRow } from './analytics';

export interface AddedToCart {
  product: Pick<Product, 'productId' | 'partNumber'>;
  skuId: string;
  quantity: number;
  /** The gift card amount: the unit price. */
  unitPrice: number;
  currency?: string;
}

/** The add-to-cart event and the add-to-cart search-analytics event (spec 4/7). */
export function addToCartEvents(added: AddedToCart, referrer: string): AnalyticsEvent[] {
  const currency = added.currency ?? 'USD';
  const row: CartRow = {
    parentSku: added.product.partNumber || added.product.productId,
    skuId: added.skuId,
    quantity: added.quantity,
    unitPrice: Math.round(added.unitPrice * 100) / 100,
    currency,
    offerType: 'regular',
  };
  return [
    { event: 'addToCart', currency, rows: [row] },
    {
      event: 'searchAddToCart',
      searchTerm: referrerKind(referrer).searchTerm,
      productId: added.product.productId,
      skuId: added.skuId,
      quantity: added.quantity,
    },
  ];
}

/** Sends the add-to-cart events (call once per successful add). */
export function trackAddToCart(added: AddedToCart, target?: Window): void {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  for (const event of addToCartEvents(added, referrer)) track(event, target);
}
