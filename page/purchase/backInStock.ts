/**
 * Back in stock (spec 4): the request for the selected SKU, and what its answer means. A status
 * containing 'already exist' means already registered; any other status is a success. A non-200,
 * a missing backInStock or a network failure is a failure: the modal closes and the page says
 * 'Something went wrong'.
 */
import type { BackInStockRequest } from '../api/product';
import type { BackInStockResponse } from '../api/wire';
import type { Product } from '../domain';

import type { BackInStockResult } from '../../design-system';
import { BACK_IN_STOCK_TEXT } from './messages';

/** What the request resolved to: the design system's BackInStockForm result. */
export type BackInStockOutcome = BackInStockResult;

export const BACK_IN_STOCK_FAILURE = BACK_IN_STOCK_TEXT.failure;

export function backInStockRequest(
  product: Product,
  skuId: string,
  email: string,
): BackInStockRequest {
  const sku = product.skus.find((s) => s.skuId === skuId);
  return {
    kind: 'product',
    productId: product.productId,
    skuId,
    partNumber: product.partNumber || sku?.partNumber || '',
    email: email.trim(),
  };
}

export function backInStockOutcome(response: BackInStockResponse): BackInStockOutcome {
  return /already exist/i.test(response.backInStock.status) ? 'alreadyRegistered' : 'success';
}
