/**
 * Back in stock (spec 4): the request for the selected SKU, and what its answer means. A status
 * containing 'already exist' means already registered; any other status is a success. A non-200,
 * a missing backInStock or a network failure is a failure: the modal closes and the page says
 * 'Something went wrong'.
 */
import type { BackInStockAnswer, BackInStockRequest, Product } from '../domain';

import { BACK_IN_STOCK_TEXT } from './messages';

/** What the request resolved to (what BackInStockForm's onSubmit resolves with). */
export type BackInStockOutcome = 'success' | 'alreadyRegistered';

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

export function backInStockOutcome(answer: BackInStockAnswer): BackInStockOutcome {
  return /already exist/i.test(answer.status) ? 'alreadyRegistered' : 'success';
}
