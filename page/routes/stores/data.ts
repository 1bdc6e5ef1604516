/** The store list without JavaScript (spec 9 "Pick Up at a Different Store"): its search and choice. */
import type { PublicConfig } from '../../config';
import type { StoreSearch } from '../../domain';

export interface StoresPageData {
  kind: 'stores';
  slug: string;
  zip: string;
  zipError: string | null;
  search: StoreSearch | null;
  /** The shopper's current store (checked when listed). */
  storeId: string | null;
  /** An error about the choice (none checked, the shop refused). */
  chooseError: string | null;
  config: PublicConfig;
}
