/**
 * The page server with the real reference shop embedded, for the server/*.real.test.ts files:
 * createShopApi() on a throwaway PGlite folder (a copy of the run's migrated, seeded one:
 * ./globalSetup.ts), reached by the page server over real HTTP on its own origin. Started before
 * the file's tests and closed (folder removed) after them.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createShopApi, type ShopApi, type ShopApiOptions } from '../../shop-api/index';
import type { ConfigEnv } from '../../page/config';
import { startTestPage, type RunningTestPage } from '../../page/test/servers';
import { pgliteCopy } from '../../shop-api/test/pgliteTemplate';

/** Registers the start and the stop with the calling test file (call it at its top level); the origin can be read once started. */
export function pageServerWithRealShop(
  shopOptions: Omit<ShopApiOptions, 'dataDir'> = {},
  /** The page server's configuration variables (page/CONFIG.md). */
  pageEnv: ConfigEnv = {},
  /**
   * 'embedded' (npm start's default: the page hands the shop's requests to its app), or
   * 'separate': the shop on an HTTP server of its own, reached as SHOP_API_ORIGIN (the page server
   * proxies the browser's shop requests there and makes its own calls over HTTP).
   */
  shopPlacement: 'embedded' | 'separate' = 'embedded',
): {
  readonly origin: string;
} {
  let data: ReturnType<typeof pgliteCopy> | undefined;
  let shop: ShopApi | undefined;
  let page: RunningTestPage | undefined;
  let shopServer: ReturnType<typeof serve> | undefined;

  beforeAll(async () => {
    data = pgliteCopy('page-real-shop-');
    // As server/main.ts embeds it, and as shop-api/main.ts runs it on its own: behind the page
    // server, which tells it each client's address.
    shop = await createShopApi({ trustProxy: true, ...shopOptions, dataDir: data.dir });
    if (shopPlacement === 'embedded') {
      page = await startTestPage({ shopApi: shop.app, env: pageEnv });
    } else {
      const app = shop.app;
      shopServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      const { port } = shopServer.address() as AddressInfo;
      page = await startTestPage({ shopApiOrigin: `http://127.0.0.1:${port}`, env: pageEnv });
    }
  }, 60_000);

  afterAll(async () => {
    await page?.close();
    if (shopServer) {
      const closing = shopServer;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        (closing as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
    }
    await shop?.close();
    data?.remove();
  });

  return {
    get origin() {
      if (!page) throw new Error('The page server starts in beforeAll: read its origin in a test.');
      return page.origin;
    },
  };
}
