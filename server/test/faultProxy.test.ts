// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cspNonce, startFaultProxy, type FaultProxy } from './faultProxy';

/** What the server behind the proxy saw of the last request. */
let seen: { method?: string; url?: string; headers?: http.IncomingHttpHeaders; body?: string } = {};

const HTML_HEAD = '<!DOCTYPE html><html lang="en"><he';
const HTML_REST = 'ad><title>t</title></head><body><p>café</p></body></html>';

const upstream = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen = { method: request.method, url: request.url, headers: request.headers, body };
    const path = (request.url ?? '').split('?')[0];
    if (path === '/page' || path === '/page-gzip') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'nonce-abc123' 'strict-dynamic'; object-src 'none'",
        ...(path === '/page-gzip' ? { 'content-encoding': 'gzip' } : {}),
      });
      if (path === '/page-gzip') {
        response.end(zlib.gzipSync(HTML_HEAD + HTML_REST));
        return;
      }
      // The <head> tag arrives split over two writes, as a stream may cut it anywhere.
      response.write(HTML_HEAD);
      setTimeout(() => response.end(HTML_REST), 20);
      return;
    }
    if (path === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '10000' });
      response.end('x'.repeat(10_000));
      return;
    }
    response.writeHead(201, {
      'content-type': 'text/plain',
      'x-test': 'yes',
      'set-cookie': ['a=1', 'b=2'],
    });
    response.end(`you asked ${request.method} ${request.url}`);
  });
});

let upstreamOrigin = '';
let proxy: FaultProxy;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await startFaultProxy({
    target: upstreamOrigin,
    injectIntoHead: (nonce) => `<script nonce="${nonce}">/*captured*/</script>`,
  });
});
afterEach(() => proxy.clear());
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

/** Bytes received for a GET through the proxy, and whether the connection broke before the end. */
function rawGet(path: string): Promise<{ status: number; bytes: number; broken: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${proxy.origin}${path}`, { agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, broken: false }));
      response.on('aborted', () =>
        resolve({ status: response.statusCode ?? 0, bytes, broken: true }),
      );
      response.on('error', () =>
        resolve({ status: response.statusCode ?? 0, bytes, broken: true }),
      );
    });
    request.on('error', reject);
  });
}

describe('fault proxy', () => {
  it('given no fault, should forward method, path, query, Host, body, status and headers unchanged', async () => {
    const answer = await fetch(`${proxy.origin}/api/cart?x=1`, {
      method: 'POST',
      body: 'hello',
      headers: { 'x-mine': 'ok' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-test')).toBe('yes');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await answer.text()).toBe('you asked POST /api/cart?x=1');
    expect(seen.body).toBe('hello');
    expect(seen.headers?.['x-mine']).toBe('ok');
    // The server sees the proxy's origin as its own (same-origin checks keep working).
    expect(seen.headers?.host).toBe(new URL(proxy.origin).host);
  });

  it('given a status fault, should answer it for matching paths only, whatever the query, and count them', async () => {
    const fault = proxy.addFault({
      path: /^\/assets\/chunk-[\w-]+\.js$/,
      fault: { kind: 'status', status: 503 },
    });
    seen = {};
    expect((await fetch(`${proxy.origin}/assets/chunk-Ab1.js`)).status).toBe(503);
    expect((await fetch(`${proxy.origin}/assets/chunk-Ab1.js?retry=1`)).status).toBe(503);
    expect(seen).toEqual({}); // never reached the server
    expect((await fetch(`${proxy.origin}/assets/other-Ab1.js`)).status).toBe(201);
    expect(fault.hits).toBe(2);

    fault.remove();
    expect((await fetch(`${proxy.origin}/assets/chunk-Ab1.js?retry=2`)).status).toBe(201);
    expect(fault.hits).toBe(2);
  });

  it('given a method, should only affect requests with that method', async () => {
    proxy.addFault({ path: /^\/api\//, method: 'POST', fault: { kind: 'status', status: 500 } });
    expect((await fetch(`${proxy.origin}/api/x`)).status).toBe(201);
    expect((await fetch(`${proxy.origin}/api/x`, { method: 'POST', body: '' })).status).toBe(500);
  });

  it('given a reset fault, should break the connection without an answer', async () => {
    const fault = proxy.addFault({ path: /^\/api\//, fault: { kind: 'reset' } });
    await expect(fetch(`${proxy.origin}/api/x`)).rejects.toThrow();
    expect(fault.hits).toBe(1);
  });

  it('given a delay fault, should answer in full after the delay', async () => {
    proxy.addFault({ path: /^\/slow$/, fault: { kind: 'delay', ms: 300 } });
    const started = Date.now();
    const answer = await fetch(`${proxy.origin}/slow`);
    expect(await answer.text()).toBe('you asked GET /slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('given a truncate fault, should send the status, headers and that many body bytes, then break', async () => {
    proxy.addFault({ path: /^\/big$/, fault: { kind: 'truncate', bytes: 1000 } });
    const got = await rawGet('/big');
    expect(got).toEqual({ status: 200, bytes: 1000, broken: true });
    expect(await rawGet('/big')).toEqual({ status: 200, bytes: 1000, broken: true });
    proxy.clear();
    expect(await rawGet('/big')).toEqual({ status: 200, bytes: 10_000, broken: false });
  });

  it('given times, should affect only that many requests', async () => {
    const fault = proxy.addFault({
      path: /^\/once$/,
      times: 1,
      fault: { kind: 'status', status: 500 },
    });
    expect((await fetch(`${proxy.origin}/once`)).status).toBe(500);
    expect((await fetch(`${proxy.origin}/once`)).status).toBe(201);
    expect(fault.hits).toBe(1);
  });

  it('given two matching rules, should apply the newest; clear should switch every fault off', async () => {
    proxy.addFault({ path: /^\/x$/, fault: { kind: 'status', status: 500 } });
    proxy.addFault({ path: /^\/x$/, fault: { kind: 'status', status: 418 } });
    expect((await fetch(`${proxy.origin}/x`)).status).toBe(418);
    proxy.clear();
    expect((await fetch(`${proxy.origin}/x`)).status).toBe(201);
  });

  it("given an HTML document, should put the snippet with the CSP's nonce right after <head>, asking for it uncompressed", async () => {
    const answer = await fetch(`${proxy.origin}/page`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(seen.headers?.['accept-encoding']).toBe('identity');
    expect(await answer.text()).toBe(
      '<!DOCTYPE html><html lang="en"><head><script nonce="abc123">/*captured*/</script>' +
        '<title>t</title></head><body><p>café</p></body></html>',
    );
  });

  it('given an HTML document the server compressed anyway, should decompress it and inject', async () => {
    const answer = await fetch(`${proxy.origin}/page-gzip`, { headers: { accept: 'text/html' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain('<head><script nonce="abc123">/*captured*/</script>');
  });

  it('given a request that does not accept HTML, should pass the answer through untouched', async () => {
    const answer = await fetch(`${proxy.origin}/page`, { headers: { accept: '*/*' } });
    expect(await answer.text()).toBe(HTML_HEAD + HTML_REST);
  });

  it('given a server that does not answer, should answer 502', async () => {
    const lonely = await startFaultProxy({ target: 'http://127.0.0.1:9' });
    try {
      const answer = await fetch(`${lonely.origin}/`);
      expect(answer.status).toBe(502);
    } finally {
      await lonely.close();
    }
  });

  it('given a kept-alive connection the server drops as it is reused, should send the request again on a new one, a POST with its body, as a browser does', async () => {
    // Each connection answers its first request and drops at its second, as a server whose idle
    // time-out closes the connection just as the proxy reuses it.
    const served = new WeakSet<object>();
    const dropping = http.createServer((request, response) => {
      if (served.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      served.add(request.socket);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += String(chunk)));
      request.on('end', () => response.end(`answered ${request.method}${body ? ` ${body}` : ''}`));
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const behind = await startFaultProxy({
      target: `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`,
    });
    try {
      expect(await (await fetch(`${behind.origin}/a`)).text()).toBe('answered GET');
      const again = await fetch(`${behind.origin}/b`);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe('answered GET');
      const post = await fetch(`${behind.origin}/c`, { method: 'POST', body: 'x'.repeat(100_000) });
      expect(post.status).toBe(200);
      expect(await post.text()).toBe(`answered POST ${'x'.repeat(100_000)}`);
    } finally {
      await behind.close();
      dropping.closeAllConnections();
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it('given every kept-alive connection dropped as it is reused, should resend on a new connection, not on another one of them', async () => {
    // The first two connections answer their first request (held until both have arrived, so
    // that the proxy opens two) and every connection drops at its second, as a server's idle
    // time-out closes every connection idle since the same moment at once.
    const served = new WeakSet<object>();
    const held: (() => void)[] = [];
    let connections = 0;
    const dropping = http.createServer((request, response) => {
      if (served.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      served.add(request.socket);
      connections += 1;
      if (connections > 2) {
        response.end('answered');
        return;
      }
      held.push(() => response.end('answered'));
      if (held.length === 2) for (const answer of held.splice(0)) answer();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const behind = await startFaultProxy({
      target: `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`,
    });
    try {
      const first = await Promise.all([fetch(`${behind.origin}/a`), fetch(`${behind.origin}/b`)]);
      expect(await Promise.all(first.map((answer) => answer.text()))).toEqual([
        'answered',
        'answered',
      ]);
      // Two idle connections, both dropped at their next request: the resend must not take the
      // second.
      const third = await fetch(`${behind.origin}/c`);
      expect(third.status).toBe(200);
      expect(await third.text()).toBe('answered');
      expect(connections).toBe(3);
    } finally {
      await behind.close();
      dropping.closeAllConnections();
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it("should read the nonce of a policy's script-src", () => {
    expect(cspNonce("script-src 'nonce-Zm9v+/=' 'strict-dynamic'")).toBe('Zm9v+/=');
    expect(cspNonce("default-src 'self'")).toBeNull();
    expect(cspNonce(undefined)).toBeNull();
  });
});
