// @vitest-environment node
/**
 * Request limits on the built server as `npm start` runs it (a cluster primary with the shop API,
 * two page server processes), probed over bare sockets as an abusive client would (docs/security.md,
 * "Request limits and slow clients"):
 *
 * - a body over its route's limit is refused as it streams in, whichever path it takes (the shop
 *   API through a worker and the cluster's channel, a page form): a declared Content-Length at
 *   once, before any byte of the body, a chunked body at the first byte past the limit; 413 with
 *   `Connection: close`; the processes' memory stays flat and product reads still answer;
 * - a client sending its body or its headers a byte at a time is cut off (408). The server runs
 *   with short timeouts here (CLIENT_REQUEST_TIMEOUT_MS, CLIENT_HEADERS_TIMEOUT_MS) so the test
 *   waits seconds; the defaults and what they add up to are server/httpServer.test.ts's.
 *
 * Assertions are on answers and bytes, never on how long something took: the machine may be busy.
 */
import { describe, expect, it } from 'vitest';
import { memoryOf } from '../scripts/lib/processes.mjs';
import { openRequest, sendChunked, trickle } from '../scripts/lib/rawHttp.mjs';
import { builtServer } from './test/builtServer';

const MiB = 1024 * 1024;
/** Generous: each answer comes in milliseconds on a quiet machine. */
const TEST_TIMEOUT_MS = 60_000;
const JSON_POST = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const FORM_POST = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};

const server = builtServer({
  env: { CLIENT_HEADERS_TIMEOUT_MS: '6000', CLIENT_REQUEST_TIMEOUT_MS: '8000' },
});

/** A chunked upload of up to `totalBytes`, streamed as fast as the server takes it. */
async function uploadChunked(path: string, totalBytes: number, headers = JSON_POST) {
  const request = openRequest(server.origin, {
    path,
    headers: { ...headers, 'transfer-encoding': 'chunked' },
  });
  const sent = await sendChunked(request, { totalBytes });
  const answer = await request.response;
  await request.closed;
  request.destroy();
  return { answer, sent };
}

/** Peak resident memory (KiB) of the primary and of each worker. */
const peaks = () =>
  [server.primaryPid, ...server.workerPids].map((pid) => memoryOf(pid)?.peakKiB ?? NaN);

describe('request bodies over the limit, on every core', () => {
  it.each([
    ['the shop API through a worker', '/api/cart/sku', JSON_POST],
    ['a page form', '/shop/LogonForm', FORM_POST],
  ])(
    'given a declared Content-Length of 200 MiB to %s, should answer 413 and close before any byte of the body',
    async (_name, path, headers) => {
      const request = openRequest(server.origin, {
        path,
        headers: { ...headers, 'content-length': String(200 * MiB) },
      });
      const answer = await request.response;
      expect(request.bytesSent).toBe(0);
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      await request.closed; // the server ends the connection itself
      request.destroy();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'given a chunked 200 MiB body to the shop API, should answer 413 and close while the client is still sending',
    async () => {
      const { answer, sent } = await uploadChunked('/api/cart/sku', 200 * MiB);
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({
        errors: [{ errorKey: '_ERR_PAYLOAD_TOO_LARGE' }],
      });
      // The shop takes 32 KiB; what was sent beyond it sat in the sockets' buffers, unread.
      expect(sent).toBeLessThan(32 * MiB);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'given a chunked 200 MiB sign-in form, should answer 413 and close while the client is still sending',
    async () => {
      const { answer, sent } = await uploadChunked('/shop/LogonForm', 200 * MiB, FORM_POST);
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      expect(sent).toBeLessThan(32 * MiB);
    },
    TEST_TIMEOUT_MS,
  );

  it('given 200 MiB uploads going on, should keep every process’s memory flat and still answer product reads', async () => {
    const before = peaks();
    let uploading = true;
    const uploads: (number | undefined)[] = [];
    const uploader = async () => {
      for (let i = 0; i < 10 && uploading; i += 1) {
        const { answer } = await uploadChunked('/api/cart/sku', 200 * MiB);
        uploads.push(answer?.status);
      }
    };
    const attackers = Promise.all([uploader(), uploader(), uploader()]);
    const reads: number[] = [];
    try {
      while (uploads.length < 30) {
        for (const path of ['/api/product/v2/10001', '/p/cairnfield-gift-card']) {
          reads.push((await fetch(`${server.origin}${path}`)).status);
        }
      }
    } finally {
      uploading = false;
      await attackers;
    }
    // Every one read its 413: none lost to a reset (page/server/lingeringClose.ts).
    expect(uploads).toEqual(Array(30).fill(413));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((status) => status === 200)).toBe(true);
    // 30 × 200 MiB refused: no process's peak grew by more than a few buffers' worth (before the
    // limit held on every path, one upload took a worker and the primary past 1 GB each).
    const after = peaks();
    for (const [i, peak] of after.entries()) {
      expect(peak - (before[i] ?? 0), `process ${i} grew (KiB)`).toBeLessThan(64 * 1024);
    }
  }, 120_000);

  it(
    'given a chunked body within the limit, should pass it on to the shop',
    async () => {
      const request = openRequest(server.origin, {
        path: '/api/identity/guest',
        headers: { ...JSON_POST, 'transfer-encoding': 'chunked' },
      });
      await request.writeChunk(Buffer.from('{'));
      await request.writeChunk(Buffer.from('}'));
      await request.write('0\r\n\r\n');
      const answer = await request.response;
      request.destroy();
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.body ?? '{}')).toHaveProperty('identity');
    },
    TEST_TIMEOUT_MS,
  );
});

describe('slow clients, on every core', () => {
  // The two slow clients at once (each waits for the server's own timeout, seconds of nothing),
  // then the log of both.
  it.concurrent(
    'given a body sent a byte at a time to the shop API and to a page form, should cut both off with 408',
    async () => {
      const slowBody = async (path: string, headers: Record<string, string>) => {
        const request = openRequest(server.origin, {
          path,
          headers: { ...headers, 'content-length': '1000' },
        });
        // 1000 bytes at one every 50 ms would take 50 s: the server ends it first. (Node's own
        // default gave it 300 s.)
        const sent = await trickle(request, { bytes: 1000, everyMs: 50 });
        const answer = await request.response;
        request.destroy();
        return { sent, status: answer?.status };
      };
      const [api, form] = await Promise.all([
        slowBody('/api/cart/sku', JSON_POST),
        slowBody('/shop/LogonForm', FORM_POST),
      ]);
      expect(api.status).toBe(408);
      expect(api.sent).toBeLessThan(1000);
      expect(form.status).toBe(408);
      expect(form.sent).toBeLessThan(1000);
    },
    120_000,
  );

  it.concurrent(
    'given headers sent a byte at a time, should cut the request off with 408',
    async () => {
      const request = openRequest(server.origin, {
        method: 'GET',
        path: '/p/cairnfield-gift-card',
        headers: { accept: 'text/html', 'x-padding': 'a'.repeat(150) },
        sendHead: false,
      });
      // About 250 bytes at one every 200 ms would take 50 s: the server ends it first. (Node's own
      // default gave it 60 s, checked every 30 s.)
      const sent = await trickle(request, { text: request.head, everyMs: 200 });
      const answer = await request.response;
      request.destroy();
      expect(answer?.status).toBe(408);
      expect(sent).toBeLessThan(request.head.length);
    },
    120_000,
  );

  it('should log no error for the requests cut off', () => {
    expect(server.output()).not.toMatch(/unhandled error|Error:/);
  });
});
