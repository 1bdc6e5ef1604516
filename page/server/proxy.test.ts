import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShopPath, proxyToOrigin } from './proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let upstream: Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': 'cart=1; Path=/',
        connection: 'keep-alive, x-private',
        'x-private': 'hop',
      });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('proxyToOrigin', () => {
  describe('given a JSON POST from the browser', () => {
    it('should send the shop the same body with a Content-Length, never chunked', async () => {
      const body = JSON.stringify({ skus: [{ id: '20001', quantity: 1 }], giftAmount: 25 });
      const response = await proxyToOrigin(
        new Request('http://shop.example.test:8080/api/cart/sku?x=1', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
          body,
        }),
        origin,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      const request = seen.at(-1)!;
      expect(request).toMatchObject({ method: 'POST', url: '/api/cart/sku?x=1', body });
      expect(request.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(request.headers['transfer-encoding']).toBeUndefined();
      expect(request.headers['idempotency-key']).toBe('k-1');
    });

    it("should name the page's host and scheme in X-Forwarded-* and the shop's in Host", async () => {
      await proxyToOrigin(
        new Request('https://shop.example.test/api/cart/sku', { method: 'POST', body: '{}' }),
        origin,
      );
      const { headers } = seen.at(-1)!;
      expect(headers['x-forwarded-host']).toBe('shop.example.test');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers.host).toBe(new URL(origin).host);
    });
  });

  describe("given the shop's answer", () => {
    it('should pass its cookies on and drop the headers its Connection header names', async () => {
      const response = await proxyToOrigin(
        new Request('http://shop.example.test/api/cart/0'),
        origin,
      );
      expect(response.headers.getSetCookie()).toEqual(['cart=1; Path=/']);
      expect(response.headers.get('x-private')).toBeNull();
      expect(seen.at(-1)!.method).toBe('GET');
    });
  });

  describe('given a shop that cannot be reached', () => {
    it('should answer 502 with the default error key', async () => {
      const response = await proxyToOrigin(
        new Request('http://shop.example.test/api/cart/sku', { method: 'POST', body: '{}' }),
        'http://127.0.0.1:9',
      );
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ errorKey: '_ERR_DEFAULT_KEY' });
    });
  });
});

describe('isShopPath', () => {
  it('should send only the shop prefixes to the shop', () => {
    expect(['/api/cart', '/data/x', '/media/a.svg', '/cs/1', '/session/2'].map(isShopPath)).toEqual(
      [true, true, true, true, true],
    );
    expect(['/p/cairnfield-gift-card', '/apiary', '/'].map(isShopPath)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
