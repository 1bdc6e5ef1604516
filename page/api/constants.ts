/** The API layer's constants that code outside it reads. */
import type { ReviewStats } from '../domain';

/** The order id the cart endpoints take for "the shopper's current cart" (spec 7). */
export const NO_ORDER_ID = '000000';

/** Review statistics when there are none (or the call failed). */
export const ZERO_REVIEW_STATS: ReviewStats = { average: 0, count: 0, range: 5 };

/**
 * The `{token}` of spec 7's store-selection call `POST {token}{storeId}`: the shop's path prefix
 * (shop-api/openapi.json "Stores").
 */
export const STORE_SELECT_TOKEN = '/api/store/select/';
