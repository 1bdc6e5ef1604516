/**
 * The page server with the real reference shop embedded, for the server/*.real.test.ts files:
 * createShopApi() on a throwaway PGlite folder, reached by the page server over real HTTP on its
 * own origin. Started before the file's tests and closed (folder removed) after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createShopApi, type ShopApi, type ShopApiOptions } from '../../shop-api/index';
import type { ConfigEnv } from '../../page/config';
import { startTestPage, type RunningTestPage } from '../../page/test/servers';

/** Registers the start and the stop with the calling test file (call it at its top level); the origin can be read once started. */
export function pageServerWithRealShop(
  shopOptions: Omit<ShopApiOptions, 'dataDir'> = {},
  /** The page server's configuration variables (page/CONFIG.md). */
  pageEnv: ConfigEnv = {},
): {
  readonly origin: string;
} {
  let dataDir: string | undefined;
  let shop: ShopApi | undefined;
  let page: RunningTestPage | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'page-real-shop-'));
    // Embedded as server/main.ts embeds it: behind the page server, which tells it the client.
    shop = await createShopApi({ trustProxy: true, ...shopOptions, dataDir });
    page = await startTestPage({ shopApi: shop.app, env: pageEnv });
  }, 60_000);

  afterAll(async () => {
    await page?.close();
    await shop?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get origin() {
      if (!page) throw new Error('The page server starts in beforeAll: read its origin in a test.');
      return page.origin;
    },
  };
}
