/**
 * Loads the reference shop API (shop-api/index.ts) for embedding. It is imported lazily (its own
 * chunk of dist/server), so a page server pointed at SHOP_API_ORIGIN never loads a database driver.
 */
import type { ShopApiHandler } from './app';

export interface EmbeddedShopApi {
  app: ShopApiHandler;
  close(): Promise<void>;
}

export async function loadShopApi(options: Record<string, unknown> = {}): Promise<EmbeddedShopApi> {
  const shopApiModule = await import('../../shop-api/index');
  return shopApiModule.createShopApi(options);
}
