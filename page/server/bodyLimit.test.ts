// @vitest-environment node
/**
 * Request bodies are refused with 413 as they stream in, over real HTTP: the no-JavaScript forms
 * (the purchase form, sign-in) and the shop requests, whether proxied to an external shop or
 * handed to the embedded one (in this process, or the cluster primary's over its channel). A
 * chunked body without Content-Length is cut off at the limit, never buffered whole; a huge
 * Content-Length is refused before its body is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStreamed } from '../../server/test/streamBody';
import { startFakeShop, type RunningFakeShop } from '../test/fakeShop';
import { startTestPage, type RunningTestPage } from '../test/servers';

const MB = 1024 * 1024;
const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};

let shop: RunningFakeShop;
let page: RunningTestPage;
/** A page with an embedded shop taking 32 KiB, and the bodies its shop was handed. */
let embedded: RunningTestPage;
const embeddedBodies: number[] = [];

beforeAll(async () => {
  shop = await startFakeShop();
  page = await startTestPage({ shopApiOrigin: shop.origin, dataCache: null });
  embedded = await startTestPage({
    shopApi: {
      fetch: async (request) => {
        embeddedBodies.push((await request.arrayBuffer()).byteLength);
        return Response.json({});
      },
    },
    shopMaxBodyBytes: 32 * 1024,
    dataCache: null,
  });
});

afterAll(async () => {
  await page?.close();
  await embedded?.close();
  await shop?.close();
});

describe('body limits as the body streams in', () => {
  it('cuts off a chunked 24 MB purchase form with 413 without reading it all', async () => {
    const answer = await postStreamed(`${page.origin}/p/cairnfield-gift-card`, {
      totalBytes: 24 * MB,
      headers: FORM,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toContain('Nothing was added to your cart');
    expect(answer.bytesWritten).toBeLessThan(12 * MB);
  });

  it('refuses a 32 MiB sign-in form by its Content-Length, and a chunked one as it streams', async () => {
    for (const contentLength of [true, false]) {
      const answer = await postStreamed(`${page.origin}/shop/LogonForm`, {
        totalBytes: 32 * MB,
        headers: FORM,
        contentLength,
      });
      expect(answer.status, `contentLength: ${contentLength}`).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.bytesWritten).toBeLessThan(12 * MB);
    }
  });

  it('refuses a chunked 24 MB body on its way to the shop, which never sees it', async () => {
    shop.reset();
    const answer = await postStreamed(`${page.origin}/api/cart/sku`, {
      totalBytes: 24 * MB,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ errorKey: '_ERR_PAYLOAD_TOO_LARGE' }],
    });
    expect(answer.bytesWritten).toBeLessThan(12 * MB);
    expect(shop.state.requests.filter((r) => r.url.includes('/api/cart/sku'))).toEqual([]);
  });

  it('refuses a body over the embedded shop’s limit before handing it over, chunked or declared', async () => {
    embeddedBodies.length = 0;
    const chunked = await postStreamed(`${embedded.origin}/api/cart/sku`, {
      totalBytes: 24 * MB,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    expect(chunked.bytesWritten).toBeLessThan(12 * MB);
    const declared = await postStreamed(`${embedded.origin}/api/cart/sku`, {
      totalBytes: 32 * 1024 + 1,
      contentLength: true,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(declared.status).toBe(413);
    expect(embeddedBodies).toEqual([]);
    // Within the limit it goes on, whole.
    const within = await postStreamed(`${embedded.origin}/api/cart/sku`, {
      totalBytes: 32 * 1024,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(within.status).toBe(200);
    expect(embeddedBodies).toEqual([32 * 1024]);
  });

  it('still reads a form within its limit', async () => {
    const answer = await postStreamed(`${page.origin}/shop/LogonForm`, {
      totalBytes: 2000,
      headers: FORM,
    });
    // 2000 bytes of "a": no e-mail, no password (not a 413).
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Enter your e-mail address.');
  });
});
