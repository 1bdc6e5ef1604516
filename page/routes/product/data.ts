/** The product page's data: what the server renders it with and the browser hydrates it from. */
import type { PublicConfig } from '../../config';
import type { Inventory, Product, ReviewStats } from '../../domain';
import type { InitialResource } from '../../hooks/useResource';
import type { PurchaseFormOutcome } from '../../purchase/purchaseForm';
import type { PageQuery } from '../../routing/query';
import type { Shopper } from '../../storefront/shopper';

export interface ProductPageData {
  kind: 'product';
  slug: string;
  product: Product;
  inventory: InitialResource<Inventory>;
  reviewStats: InitialResource<ReviewStats>;
  query: PageQuery;
  shopper: Shopper;
  config: PublicConfig;
  /** After the purchase form was posted without JavaScript: its values, errors and result. */
  posted?: PurchaseFormOutcome | null;
  /**
   * The name of the shopper's store (shopper.storeId), when the shop told the server in time:
   * the store line says it from the first paint (spec 9). Null (or absent): the line says the id.
   */
  storeName?: string | null;
}
