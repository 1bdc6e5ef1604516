// `npm run dev`: the page server with Vite in middleware mode. Same routes as production
// (page/server/app.ts) with the shop API embedded; server modules are loaded through Vite's
// ssrLoadModule on every request, so edits show on the next reload, and the browser gets hot
// module replacement (React Refresh) through Vite's client.
//
// Environment: PORT (default 3000), HOST (default 127.0.0.1) and every page variable of
// page/CONFIG.md; SHOP_API_ORIGIN points the page at an external shop instead of the embedded one.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';

// The development server stays development whatever the shell sets (`npm start` is production).
process.env.NODE_ENV = 'development';

const httpServer = createHttpServer();
const vite = await createViteServer({
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

const { readServerConfig } = await vite.ssrLoadModule('/page/config/index.ts');
const { DEMO_PRODUCT_ROUTES } = await vite.ssrLoadModule('/shop-api/catalogue/index.ts');
const config = readServerConfig(process.env, {
  readFile: (path) => readFileSync(path, 'utf8'),
  defaultProductRoutes: DEMO_PRODUCT_ROUTES,
});

let shop = null;
if (!config.shopApiOrigin) {
  const { createShopApi } = await vite.ssrLoadModule('/shop-api/index.ts');
  // Behind the page server, which tells it each client's address (page/server/clientAddress.ts).
  shop = await createShopApi({ trustProxy: true });
}

// React Refresh's preamble, which the production build does not need (plugin-react exports it).
const preamble = react.preambleCode.replace('__BASE__', '/');
let origin = '';

async function pageListener() {
  const { createPageServer } = await vite.ssrLoadModule('/page/server/app.ts');
  const { devAssets } = await vite.ssrLoadModule('/page/server/assets.ts');
  const app = createPageServer({
    config,
    shopApiOrigin: config.shopApiOrigin,
    shopApi: shop?.app ?? null,
    selfOrigin: () => origin,
    assets: devAssets(preamble),
  });
  return getRequestListener(app.fetch);
}

httpServer.on('request', (req, res) => {
  // Vite first (its client, source modules, HMR); everything else is the page server's.
  vite.middlewares(req, res, () => {
    pageListener()
      .then((listener) => listener(req, res))
      .catch((error) => {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`Dev server error: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
});

httpServer.listen(config.port, config.host, () => {
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  origin = `http://127.0.0.1:${port}`;
  console.log(`Cairnfield Outfitters gift cards (dev): ${origin}/`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[dev] ${signal}: shutting down`);
  httpServer.closeIdleConnections?.();
  await new Promise((resolve) => httpServer.close(() => resolve(undefined)));
  await vite.close();
  await shop?.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
