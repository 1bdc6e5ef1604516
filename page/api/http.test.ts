// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError } from './errors';
import {
  buildUrl,
  createHttpClient,
  ignoredResponseWire,
  looseObjectWire,
  readErrorBody,
} from './http';

const schema = v.object({ ok: v.literal(true) });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function client(
  fetchImpl: typeof fetch,
  extra: Partial<Parameters<typeof createHttpClient>[0]> = {},
) {
  return createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: fetchImpl,
    sleep: () => Promise.resolve(),
    timeoutMs: 50,
    ...extra,
  });
}

/** A keyed write: safe to send again after its connection failed with no answer. */
const keyedPost = { schema, method: 'POST' as const, headers: { 'Idempotency-Key': 'k' } };

/** A fetch that never answers; it ends only when its signal aborts. */
const hangs: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });

/** A fetch whose every connection fails before any answer. */
const connectionFails = () =>
  vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'));

describe('buildUrl', () => {
  it('given a base, a path and a query with empty values, when built, should join them and drop the empty values', () => {
    expect(
      buildUrl('http://shop.test/', '/api/x', { a: 1, b: undefined, c: null, d: true }).url,
    ).toBe('http://shop.test/api/x?a=1&d=true');
  });
  it('given correlationId in the query, when built, should leave it out of the URL (spec 7)', () => {
    const { url, correlationId } = buildUrl('', '/api/x', { correlationId: 'abc', q: 'y' });
    expect(url).toBe('/api/x?q=y');
    expect(correlationId).toBe('abc');
  });
});

describe('readErrorBody', () => {
  it('given an errors[] body, when read, should take errors[0].errorKey and message', () => {
    expect(readErrorBody({ errors: [{ errorKey: '_ERR_X', message: 'Nope' }] })).toEqual({
      errorKey: '_ERR_X',
      message: 'Nope',
    });
  });
  it('given a body that is not an object, when read, should return nothing', () => {
    expect(readErrorBody('x')).toEqual({});
  });
});

describe('createHttpClient', () => {
  it('given a valid answer, when requested, should return the parsed data and send the correlation id header', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ ok: true }));
    const http = client(fetchImpl, { correlationId: 'corr-1' });
    await expect(http.request('/api/x', { schema })).resolves.toEqual({ ok: true });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['X-Correlation-Id']).toBe('corr-1');
  });

  it('given a correlationId query parameter, when requested, should send it as the header', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ ok: true }));
    await client(fetchImpl).request('/api/x', { schema, query: { correlationId: 'from-query' } });
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://shop.test/api/x');
    expect(
      (fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>)['X-Correlation-Id'],
    ).toBe('from-query');
  });

  it('given JSON of the wrong shape, when requested, should throw a malformed ApiError listing the problems', async () => {
    const http = client(vi.fn<typeof fetch>().mockResolvedValue(json({ ok: 'yes' })));
    const error = await http.request('/api/x', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).issues.join()).toContain('ok');
  });

  it('given a wrong value deep in the answer, when requested, should name its path in the problem', async () => {
    const nested = v.object({ order: v.object({ lines: v.array(v.object({ sku: v.string() })) }) });
    const answer = { order: { lines: [{ sku: 'A' }, { sku: 7 }] } };
    const http = client(vi.fn<typeof fetch>().mockResolvedValue(json(answer)));
    const error = await http.request('/api/x', { schema: nested }).catch((e: unknown) => e);
    expect((error as ApiError).issues).toEqual([
      'order.lines.1.sku: Invalid type: Expected string but received 7',
    ]);
  });

  it('given the loose answers, when an object, an array or anything comes, should pass objects on whole, refuse arrays and take anything unread', async () => {
    const answers = [{ id: 'o-1', extra: [1] }, [1, 2], 'text'];
    const fetchImpl = vi.fn<typeof fetch>();
    for (const answer of answers) fetchImpl.mockResolvedValueOnce(json(answer));
    fetchImpl.mockResolvedValueOnce(json([1, 2]));
    const http = client(fetchImpl);
    await expect(http.request('/api/x', { schema: looseObjectWire })).resolves.toEqual(answers[0]);
    const array = await http
      .request('/api/x', { schema: looseObjectWire })
      .catch((e: unknown) => e);
    expect(array).toMatchObject({ kind: 'malformed', issues: ['(root): expected an object'] });
    await expect(http.request('/api/x', { schema: ignoredResponseWire })).resolves.toBe('text');
    await expect(http.request('/api/x', { schema: ignoredResponseWire })).resolves.toEqual([1, 2]);
  });

  it('given a body that is not JSON, when requested, should throw malformed', async () => {
    const http = client(
      vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 })),
    );
    await expect(http.request('/api/x', { schema })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('given a 4xx with a JSON error body, when requested, should throw an http ApiError with the key and message and not retry', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: 'gone' }] }, 404));
    const error = (await client(fetchImpl)
      .request('/api/x', { schema })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.errorKey).toBe('_ERR_NOT_FOUND');
    expect(error.serverMessage).toBe('gone');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('given a GET answered 5xx once, when requested, should retry with backoff and succeed', async () => {
    const sleep = vi.fn<(ms: number) => Promise<void>>().mockResolvedValue(undefined);
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({}, 503))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(json({ ok: true }));
    const http = client(fetchImpl, { sleep, retries: 2, retryDelayMs: 100 });
    await expect(http.request('/api/x', { schema })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([100, 200]);
  });

  it('given a GET that keeps failing, when requested, should give up after the configured retries', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(json({}, 500)));
    await expect(
      client(fetchImpl, { retries: 1 }).request('/api/x', { schema }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('given a POST answered 5xx, when requested, should not retry it', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({}, 503));
    await expect(
      client(fetchImpl).request('/api/x', { schema, method: 'POST', body: { a: 1 } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('given a POST with an Idempotency-Key whose connection fails with no answer, when requested, should send it once more with the same key and body', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } }))
      .mockResolvedValue(json({ ok: true }));
    const key = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    await expect(
      client(fetchImpl).request('/api/cart/add', {
        schema,
        method: 'POST',
        body: { a: 1 },
        headers: { 'Idempotency-Key': key },
      }),
    ).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchImpl.mock.calls) {
      expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
      expect(init!.body).toBe('{"a":1}');
    }
  });

  it('given a POST with an Idempotency-Key whose connection keeps failing, when requested, should give up after the one repeat', async () => {
    const fetchImpl = connectionFails();
    await expect(
      client(fetchImpl).request('/api/cart/add', {
        ...keyedPost,
        headers: { 'idempotency-key': 'k' },
      }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('given a POST whose connection fails, when it has no Idempotency-Key or retries are off, should not send it again', async () => {
    const fetchImpl = connectionFails();
    await expect(
      client(fetchImpl).request('/api/x', { schema, method: 'POST' }),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(
      client(fetchImpl, { retries: 0 }).request('/api/x', keyedPost),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('given a POST with an Idempotency-Key whose connection fails, when the client leaves lost writes to its connection layer (the page server), should not send it again', async () => {
    const fetchImpl = connectionFails();
    await expect(
      client(fetchImpl, { resendLostWrites: false }).request('/api/cart/add', keyedPost),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('given a POST with an Idempotency-Key that times out or is answered 5xx, when requested, should not send it again (it may still be under way)', async () => {
    const slow = vi.fn<typeof fetch>(hangs);
    await expect(client(slow).request('/api/x', keyedPost)).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(slow).toHaveBeenCalledTimes(1);
    const failing = vi.fn<typeof fetch>().mockResolvedValue(json({}, 503));
    await expect(client(failing).request('/api/x', keyedPost)).rejects.toMatchObject({
      status: 503,
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('given a hanging request, when the time-out passes, should abort it as a timeout', async () => {
    await expect(
      client(hangs, { retries: 0, timeoutMs: 20 }).request('/api/x', { schema }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('given the caller aborts, when requested, should report aborted and not retry', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const promise = client(fetchImpl, { timeoutMs: 5000 }).request('/api/x', {
      schema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('given a custom success status (okStatus), when requested with requestWithStatus, should accept it and return it', async () => {
    const http = client(vi.fn<typeof fetch>().mockResolvedValue(json({ ok: true }, 201)));
    await expect(
      http.requestWithStatus('/api/x', { schema, method: 'POST', okStatus: (s) => s === 201 }),
    ).resolves.toEqual({ status: 201, data: { ok: true } });
  });
});

describe('createHttpClient over HTTP', () => {
  it('given a POST with an Idempotency-Key whose connection the server closes without answering, when requested, should send it again on a new connection and read the answer', async () => {
    const keys: Array<string | string[] | undefined> = [];
    const server = createServer((req, res) => {
      keys.push(req.headers['idempotency-key']);
      // The first request's connection goes away with no answer, as a kept-alive one the shop
      // closed just as it was reused.
      if (keys.length === 1) return void req.socket.destroy();
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const http = createHttpClient({
        baseUrl: `http://127.0.0.1:${port}`,
        sleep: () => Promise.resolve(),
        timeoutMs: 10_000,
      });
      await expect(
        http.request('/api/cart/add', {
          schema,
          method: 'POST',
          body: { a: 1 },
          headers: { 'Idempotency-Key': 'key-1' },
        }),
      ).resolves.toEqual({ ok: true });
      expect(keys).toEqual(['key-1', 'key-1']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
