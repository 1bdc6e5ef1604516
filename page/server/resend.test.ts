// @vitest-environment node
/**
 * The page server's shop client and its proxy against a shop that closes kept-alive connections:
 * a request that goes out on a reused connection the shop has just closed is sent once more, on a
 * new connection, when it is a read or carries an Idempotency-Key; a write without a key, a
 * fresh connection that fails and an answer cut off are never sent again (page/api/resendRule.ts,
 * ./resend.ts).
 *
 * The pool is held to one connection per origin in this file, so the request after a first one
 * is sure to go out on the connection that answered it (a larger pool may pick a new one).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Context } from 'hono';
import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api';
import { defaultServerConfig } from '../config';
import { startTestPage } from '../test/servers';
import { createShopAccess } from './shopAccess';

/** What the shop does with a request, given its place on its connection. */
type Behaviour = 'answer' | 'close' | 'cut-head' | 'cut-body';

interface Seen {
  method: string;
  path: string;
  key: string | undefined;
  body: string;
  /** Which connection (1 = the first the shop accepted). */
  connection: number;
  /** Which request on that connection (1 = its first). */
  nth: number;
}

const ADDED = JSON.stringify({
  addToCart: {
    orderId: '5001',
    exceptionCode: null,
    exceptionMessage: null,
    errorMessage: null,
    requestedQuantity: 1,
    totalQuantityAdded: 1,
    totalCartQuantity: 1,
    items: [{ itemId: '7001', orderItemId: '7001', skuId: '20001', quantity: 1 }],
    integrationError: false,
    displayPrice: '$25.00',
  },
});

/**
 * A shop over real HTTP. By default it answers a connection's first request and keeps the
 * connection open, then closes it without a word when the next request arrives on it: the race
 * of a server closing an idle kept-alive connection just as a request goes out on it.
 */
async function startShop(
  behaviour: (seen: Seen) => Behaviour = (seen) => (seen.nth === 1 ? 'answer' : 'close'),
) {
  const seen: Seen[] = [];
  const connections = new WeakMap<Socket, { id: number; requests: number }>();
  let accepted = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let connection = connections.get(req.socket);
    if (!connection) {
      accepted += 1;
      connection = { id: accepted, requests: 0 };
      connections.set(req.socket, connection);
    }
    connection.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        key: req.headers['idempotency-key'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
        connection: connection.id,
        nth: connection.requests,
      };
      seen.push(entry);
      const action = behaviour(entry);
      if (action === 'close') return void req.socket.destroy();
      const body = entry.path.startsWith('/api/cart/sku') ? ADDED : '{"ok":true}';
      if (action === 'cut-head') {
        // Part of the status line goes out, then the connection ends.
        return void req.socket.end('HTTP/1.1 200 O');
      }
      if (action === 'cut-body') {
        // The status line and headers go out, then the connection ends before the body.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.flushHeaders();
        return void setImmediate(() => req.socket.destroy());
      }
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
let shop: Awaited<ReturnType<typeof startShop>> | null = null;
afterEach(async () => {
  await shop?.close();
  shop = null;
});

let previousDispatcher: Dispatcher;
beforeAll(() => {
  previousDispatcher = getGlobalDispatcher();
  setGlobalDispatcher(new Agent({ connections: 1 }));
});
afterAll(async () => {
  const ours = getGlobalDispatcher();
  setGlobalDispatcher(previousDispatcher);
  await ours.close();
});

/** The shop client the page server makes for one request (no Hono request needed beyond this). */
function shopClient(origin: string, retries: number) {
  const access = createShopAccess({
    config: { ...defaultServerConfig, shopApiOrigin: origin },
    shopApiOrigin: origin,
    shopApi: null,
    selfOrigin: null,
    fetch: null,
    dataCache: null,
  });
  const c = { req: { header: () => undefined }, get: () => 'corr-1' } as unknown as Context;
  return access.forRequest(c, { retries });
}

const payload = {
  skus: [{ id: '10001', sku: '20001', quantity: 1, type: 'REGULAR' as const }],
  giftAmount: 25,
  inventoryCheck: true as const,
};
const KEY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the page server’s shop client, against a shop that closes kept-alive connections', () => {
  it('given a keyed add on a reused connection the shop closes, should send it once more on a new connection with the same key and body (also with retries off, as for the form posted without JavaScript)', async () => {
    shop = await startShop();
    const client = shopClient(shop.origin, 0);
    await client.restoreCart();
    const answer = await client.addToCart(payload, { idempotencyKey: KEY });
    expect(answer.quantityAdded).toBe(1);
    const adds = shop.seen.filter((s) => s.path === '/api/cart/sku');
    expect(adds).toHaveLength(2);
    expect(adds.map((s) => s.key)).toEqual([KEY, KEY]);
    expect(adds[1]!.body).toBe(adds[0]!.body);
    // The first on the kept-alive connection (its second request), the repeat on a new one.
    expect(adds.map((s) => [s.connection, s.nth])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('given a read on a reused connection the shop closes, should send it once more on a new connection', async () => {
    shop = await startShop();
    const client = shopClient(shop.origin, 0);
    await client.restoreCart();
    await client.restoreCart();
    expect(shop.seen.map((s) => [s.method, s.connection, s.nth])).toEqual([
      ['GET', 1, 1],
      ['GET', 1, 2],
      ['GET', 2, 1],
    ]);
  });

  it('given a write without an Idempotency-Key on a reused connection the shop closes, should not send it again', async () => {
    shop = await startShop();
    const client = shopClient(shop.origin, 2);
    await client.restoreCart();
    const removal = client.updateOrder('5001', {
      action: 'update',
      orderItems: [{ orderItemId: '7001', quantity: 0 }],
    });
    await expect(removal).rejects.toSatisfy(
      (error) => isApiError(error) && error.kind === 'network',
    );
    expect(shop.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('given a keyed add whose new connection is closed with no answer, should not send it again (the shop, not the connection, failed)', async () => {
    shop = await startShop(() => 'close');
    const client = shopClient(shop.origin, 2);
    await expect(client.addToCart(payload, { idempotencyKey: KEY })).rejects.toSatisfy(
      (error) => isApiError(error) && error.kind === 'network',
    );
    expect(shop.seen).toHaveLength(1);
  });

  it.each(['cut-head', 'cut-body'] as const)(
    'given a keyed add whose answer had begun when its reused connection was cut (%s), should not send it again',
    async (cut) => {
      shop = await startShop((seen) => (seen.nth === 1 ? 'answer' : cut));
      const client = shopClient(shop.origin, 2);
      await client.restoreCart();
      await expect(client.addToCart(payload, { idempotencyKey: KEY })).rejects.toSatisfy(
        isApiError,
      );
      expect(shop.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    },
  );
});

describe('the page server’s proxy to a separate shop, against a shop that closes kept-alive connections', () => {
  async function pageBefore(origin: string) {
    const page = await startTestPage({ shopApiOrigin: origin, dataCache: null });
    // A first request through the proxy leaves the page server's connection to the shop open.
    const first = await fetch(`${page.origin}/api/cart/restore`);
    expect(first.status).toBe(200);
    await first.text();
    return page;
  }
  const post = (origin: string, headers: Record<string, string>) =>
    fetch(`${origin}/api/cart/sku`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify(payload),
    });

  it('given the browser’s keyed add, should send it once more on a new connection and hand the browser the answer', async () => {
    shop = await startShop();
    const page = await pageBefore(shop.origin);
    try {
      const answer = await post(page.origin, { 'idempotency-key': KEY });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(JSON.parse(ADDED));
      const adds = shop.seen.filter((s) => s.method === 'POST');
      expect(adds.map((s) => [s.key, s.connection, s.nth])).toEqual([
        [KEY, 1, 2],
        [KEY, 2, 1],
      ]);
      expect(adds[1]!.body).toBe(adds[0]!.body);
    } finally {
      await page.close();
    }
  });

  it('given a write without a key, should answer 502 and not send it again', async () => {
    shop = await startShop();
    const page = await pageBefore(shop.origin);
    try {
      const answer = await post(page.origin, {});
      expect(answer.status).toBe(502);
      expect(shop.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    } finally {
      await page.close();
    }
  });
});
