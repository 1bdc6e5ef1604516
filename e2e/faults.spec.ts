import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addedToast,
  fillEgiftForm,
  spawnPageServer,
  waitForHydration,
  type SpawnedPageServer,
  SPAWN_HOOK_TIMEOUT_MS,
} from '../page/test/e2eHelpers';

// The page while the shop API fails under a shopper who is already on it.
// The real shop API is the one Playwright's webServer embeds (baseURL). A small proxy in this test
// process stands in front of it, and a second production page server (`node dist/server/main.js`)
// is pointed at the proxy with SHOP_API_ORIGIN. The proxy's mode is switched mid-test:
// pass-through, stopped (listening socket closed: connection refused), slow (5 s), garbage
// (200 with non-JSON, or JSON of the wrong shape) and cut (the shop adds, its answer is cut off).

type Mode = 'pass' | 'stopped' | 'slow' | 'garbage-text' | 'garbage-shape' | 'cut';

const SLOW_MS = 5_000;
const ERROR_TEXT = 'Sorry, Something went wrong. Please try after sometime.';

class FaultProxy {
  mode: Mode = 'pass';
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: string) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((req, res) => {
      // A request cut off by stop() (its socket destroyed mid-read) just ends.
      this.handle(req, res).catch(() => res.destroy());
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops every open connection: the shop is down (ECONNREFUSED). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async set(mode: Mode): Promise<void> {
    if (mode === 'stopped') await this.stop();
    else if (!this.server) await this.listen();
    this.mode = mode;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const mode = this.mode;
    // Only the cart is broken with garbage; the page's own reads keep working.
    const isAdd = req.method === 'POST' && (req.url ?? '').startsWith('/api/cart');
    if (mode === 'garbage-text' && isAdd) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway (upstream)</body></html>');
      return;
    }
    if (mode === 'garbage-shape' && isAdd) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ addToCart: { items: 'nope' }, orderId: 42 }));
      return;
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (
        value === undefined ||
        ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'].includes(name)
      )
        continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const upstream = await fetch(new URL(req.url ?? '/', this.target), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const out: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          out[name] = value;
        }
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      res.writeHead(upstream.status, out);
      const answer = Buffer.from(await upstream.arrayBuffer());
      if (mode === 'cut' && isAdd) {
        // The shop has added; its status, headers (the cart cookie) and a piece of the body go
        // out, then the connection drops.
        res.write(answer.subarray(0, 24));
        await new Promise((resolve) => setTimeout(resolve, 50));
        res.destroy();
        return;
      }
      res.end(answer);
    } catch {
      res.destroy();
    }
  }
}

let proxy: FaultProxy;
let server: SpawnedPageServer;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(SPAWN_HOOK_TIMEOUT_MS);
  proxy = new FaultProxy(baseURL!);
  await proxy.listen();
  server = await spawnPageServer({
    SHOP_API_ORIGIN: proxy.origin,
    // One try per click, so each fault reaches the shopper at once; the browser waits 10 s (the
    // default), longer than the slow shop.
    API_RETRIES: '0',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
});

test.beforeEach(async () => {
  await proxy.set('pass');
});

const url = (path: string) => `${server.origin}${path}`;

async function pickCustomAmount(page: Page, value: string) {
  await page.goto(url('/p/cairnfield-gift-card'));
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Custom Amount' }).click();
  await page.getByRole('textbox', { name: 'Custom amount' }).fill(value);
}

async function expectAdded(page: Page) {
  await expect(addedToast(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_TEXT })).toHaveCount(0);
}

test('shop stopped, then answering garbage (text, then the wrong shape): each add fails with a clear message, keeps the amount, then one succeeds', async ({
  page,
}) => {
  await pickCustomAmount(page, '37');
  const add = page.getByRole('button', { name: 'Add to cart' });
  const alert = page.getByRole('alert').filter({ hasText: ERROR_TEXT });
  for (const mode of ['stopped', 'garbage-text', 'garbage-shape'] as const) {
    await proxy.set(mode);
    // A new add clears the last one's message as it starts (the reducer's addStarted): the
    // message seen after this answer is this add's.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cart/sku',
    );
    await add.click();
    await answered;
    await expect(alert, mode).toBeVisible();
    await expect(addedToast(page), mode).toHaveCount(0);
    // Nothing the shopper chose is lost, and focus stays on the control they used.
    await expect(page.getByRole('radio', { name: 'Custom Amount' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Custom amount' })).toHaveValue(/37/);
    await expect(add).toBeFocused();
  }

  await proxy.set('pass');
  await add.click();
  await expectAdded(page);
  await expect(addedToast(page)).toContainText('$37.00');
});

/**
 * Presses an enabled Add to cart while the shop answers slowly: the button says it is busy (its
 * loading label) and the add completes once the slow shop has answered.
 */
async function addWhileShopSlow(page: Page, add: Locator) {
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
  await proxy.set('slow');
  const started = Date.now();
  await add.click();
  await expect(page.getByRole('button', { name: /Adding to cart/ })).toBeVisible();
  await expect(addedToast(page)).toBeVisible({ timeout: SLOW_MS + 5_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 100);
}

test('shop slow (5 s): the add shows it is busy, keeps what was chosen, and completes', async ({
  page,
}) => {
  await pickCustomAmount(page, '37');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await addWhileShopSlow(page, add);
  await expect(addedToast(page)).toContainText('$37.00');
  await expect(page.getByRole('textbox', { name: 'Custom amount' })).toHaveValue(/37/);
});

test('shop slow (5 s): the eGift add shows it is busy, keeps the form, and completes', async ({
  page,
}) => {
  // Typed right after hydration on this second server: the eGift form once stayed counted as empty
  // here (Add to cart disabled with every field filled; the form now takes over what its fields
  // hold when it hydrates).
  await page.goto(url('/p/cairnfield-egift-card'));
  await waitForHydration(page);
  const { sender, recipient } = await fillEgiftForm(page);

  const add = page.getByRole('button', { name: 'Add to cart' });
  await addWhileShopSlow(page, add);
  await expect(sender.getByRole('textbox', { name: /First Name/ })).toHaveValue('Sam');
  await expect(recipient.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
});

test('shop stopped while the eGift form is typed: the add fails, nothing typed is lost, then it succeeds', async ({
  page,
}) => {
  await page.goto(url('/p/cairnfield-egift-card'));
  await waitForHydration(page);
  await proxy.set('stopped');
  const { sender, recipient } = await fillEgiftForm(page);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_TEXT })).toBeVisible();
  await expect(sender.getByRole('textbox', { name: /Email/ })).toHaveValue('sam@example.com');
  await expect(recipient.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Diaz');
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  await proxy.set('pass');
  await add.click();
  await expectAdded(page);
});

test('shop stopped at a reload: a page already seen still shows and rechecks stock; an unseen one says it could not be shown and recovers', async ({
  page,
}) => {
  await page.goto(url('/p/cairnfield-gift-card'));
  await waitForHydration(page);
  await proxy.set('stopped');

  // The page server keeps the product a while (perf's data cache), never the inventory: the page
  // comes back, and says it could not check availability, with a way to check again.
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cairnfield Gift Card');
  await waitForHydration(page);
  const stock = page.getByRole('status').filter({ hasText: 'We could not check availability' });
  await expect(stock).toBeVisible();
  await proxy.set('pass');
  await stock.getByRole('button', { name: 'Check again' }).click();
  await expect(stock).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await proxy.set('stopped');

  // A product this server has not loaded yet: an error page with a way back.
  const unseen = await page.goto(url('/p/cairnfield-summit-gift-card'));
  expect(unseen?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This gift card could not be shown',
  );

  await proxy.set('pass');
  await page.getByRole('link', { name: 'Try again' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Notify me when available' })).toBeVisible();
});

/**
 * The shop adds, but its answer is cut off: the page cannot know the outcome and says nothing was
 * confirmed. The shopper's retry of the same cards goes with the first try's idempotency key, with
 * JavaScript or without, so the shop answers with what it did, and the cart holds the card once.
 */
test.describe('the shop’s answer to an add cut off', () => {
  test('with JavaScript the retry goes with the first key; the cart holds one card', async ({
    page,
  }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /^\/api\/cart(item)?\/sku/.test(new URL(request.url()).pathname)
      ) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    await proxy.set('cut');
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expect(page.getByText(ERROR_TEXT).first()).toBeVisible();
    // What the shopper chose is kept.
    await expect(page.getByRole('radio', { name: '$25' })).toBeChecked();

    await proxy.set('pass');
    await add.click();
    await expect(addedToast(page)).toContainText('1 × $25.00');
    // The first tap's add went twice (a keyed write whose answer was lost is sent once more, and
    // was cut again), the shopper's retry once: all three with the first key.
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    await page.goto(url('/shop/cart'));
    const lines = page.getByRole('article', { name: /^Cairnfield Gift Card, / });
    await expect(lines).toHaveCount(1);
    await expect(lines.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page comes back with the same key; posting again confirms one card', async ({
      page,
    }) => {
      await page.goto(url('/p/cairnfield-gift-card'));
      const key = () =>
        page.locator('input[name="submissionKey"]').getAttribute('value', { timeout: 5_000 });
      const first = await key();
      await proxy.set('cut');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText(ERROR_TEXT).first()).toBeVisible();
      expect(await key()).toBe(first);
      // What the shopper chose is kept.
      await expect(page.getByRole('radio', { name: '$25' })).toBeChecked();

      await proxy.set('pass');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'has been added to your cart' }),
      ).toBeVisible();
      expect(await key()).not.toBe(first);
      // The cart page: one line of one $25 card.
      await page.goto(url('/shop/cart'));
      const lines = page.getByRole('article', { name: /^Cairnfield Gift Card, / });
      await expect(lines).toHaveCount(1);
      await expect(lines.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    });
  });
});
