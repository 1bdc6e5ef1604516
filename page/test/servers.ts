/** Starts page servers over real HTTP for tests (in-process). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEMO_PRODUCT_ROUTES } from '../../shop-api/catalogue';
import { readServerConfig, type ConfigEnv } from '../config';
import { createPageServer, type ShopApiHandler } from '../server/app';
import type { DataCache } from '../server/dataCache';
import type { PageAssets } from '../server/assets';

export const TEST_ASSETS: PageAssets = {
  entryModules: ['/assets/main-test.js'],
  styles: ['/assets/main-test.css'],
  inlineStyles: [],
  modulePreloads: ['/assets/vendor-test.js'],
  inlineModules: [],
};

export interface RunningTestPage {
  origin: string;
  close(): Promise<void>;
}

export async function startTestPage(options: {
  env?: ConfigEnv;
  shopApiOrigin?: string;
  shopApi?: ShopApiHandler;
  /** The embedded shop's body limit (createPageServer's shopMaxBodyBytes). */
  shopMaxBodyBytes?: number;
  assets?: PageAssets;
  /** The client build's folder, served under /assets/. */
  clientDir?: string;
  log?: (message: string, error?: unknown) => void;
  /** null: no data cache (tests that change the shop's answers between requests). */
  dataCache?: DataCache | null;
}): Promise<RunningTestPage> {
  const config = readServerConfig(
    { ...options.env },
    { defaultProductRoutes: DEMO_PRODUCT_ROUTES },
  );
  let origin = '';
  const app = createPageServer({
    config,
    shopApiOrigin: options.shopApiOrigin ?? null,
    shopApi: options.shopApi ?? null,
    ...(options.shopMaxBodyBytes ? { shopMaxBodyBytes: options.shopMaxBodyBytes } : {}),
    selfOrigin: () => origin,
    assets: options.assets ?? TEST_ASSETS,
    clientDir: options.clientDir ?? null,
    log: options.log ?? (() => undefined),
    ...(options.dataCache !== undefined ? { dataCache: options.dataCache } : {}),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** The page data (payload.data) of the page-data script in a served document. */
export function readPageData(html: string): unknown {
  return (readPayload(html) as { data: unknown }).data;
}

/** The whole serialised payload ({ data, head, assets }) of a served document. */
export function readPayload(html: string): unknown {
  const match =
    /<script type="application\/json" id="__PAGE_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no page data in the document');
  return JSON.parse(match[1]);
}

/** Every nonce attribute in a document. */
export function nonces(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1] ?? '');
}
