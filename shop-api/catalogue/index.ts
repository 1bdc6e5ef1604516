/**
 * The demo catalogue as data: the one entry into shop-api/ that the page's stories and tests may
 * import (eslint.config.js allows exactly this module to them, never to the page's runtime code).
 * The shop's seed reads the same modules. Constants and plain data only: nothing here reaches a
 * database or a server.
 */
export {
  DEFAULT_STOCK_LEVELS,
  DEMO_PRODUCT_ROUTES,
  DEMO_PRODUCTS,
  FILES,
  PRESET_AMOUNTS,
  PREVIEW_DRAFT,
  PREVIEW_PRODUCT_ID,
  PRODUCT_IDS,
  PRODUCT_SLUGS,
  imagePath,
  productPath,
} from './demoProducts.ts';
export type { DemoProduct, DemoSku } from './demoProducts.ts';
export { DEMO_ACCOUNTS, SEED_REVIEWS } from './community.ts';
export { STORE_LOCATIONS } from './stores.ts';
