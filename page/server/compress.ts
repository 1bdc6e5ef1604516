/**
 * Compresses dynamic responses (the streamed HTML, the shop API's JSON) with brotli or gzip,
 * chosen by the request's Accept-Encoding, WITHOUT holding back the stream.
 *
 * Hono's own `compress()` pipes through the WHATWG CompressionStream, which cannot flush before
 * the end (honojs/hono#3833): the shell of a streamed page would wait for its last byte. This uses
 * Node's zlib instead (the same compressor, with flush control): the chunks React writes in one
 * go are joined, compressed together and flushed before the next macrotask, so each of React's
 * flushes reaches the browser at once and compresses almost as well as the whole document would.
 *
 * Static assets are not compressed here: they are served precompressed (written at build time)
 * and already carry Content-Encoding.
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type BrotliOptions,
  type Gzip,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

export interface StreamingCompressOptions {
  /** Responses with a known Content-Length below this are sent as they are. @default 1024 */
  threshold?: number;
  /** Brotli quality for dynamic responses (0-11; 11 is for build time). @default 5 */
  brotliQuality?: number;
  /** gzip level (1-9). @default 6 */
  gzipLevel?: number;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The coding for an Accept-Encoding header (q-values honoured; brotli preferred on a tie). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentCoding {
  return accepts(
    { req: { header: () => acceptEncoding } } as unknown as Parameters<typeof accepts>[0],
    {
      header: 'Accept-Encoding',
      supports: ['br', 'gzip'],
      default: 'identity',
      match: (parsed, { supports, default: fallback }) => {
        const wildcard = parsed.find((a) => a.type === '*')?.q ?? 0;
        let best = { coding: fallback, q: 0 };
        for (const coding of supports) {
          const q = parsed.find((a) => a.type.toLowerCase() === coding)?.q ?? wildcard;
          if (q > best.q) best = { coding, q };
        }
        return best.coding;
      },
    },
  ) as ContentCoding;
}

function brotliOptions(options: StreamingCompressOptions, sizeHint?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // A 256 KB window (the default is 4 MB): a page is far smaller, and every response
      // allocates its own compressor state.
      [constants.BROTLI_PARAM_LGWIN]: 18,
      ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  };
}

function compressor(
  coding: 'br' | 'gzip',
  options: StreamingCompressOptions,
): BrotliCompress | Gzip {
  if (coding === 'br') return createBrotliCompress(brotliOptions(options));
  return createGzip({ level: options.gzipLevel ?? 6 });
}

/** Adds Accept-Encoding to Vary (a response that depends on it must say so to caches). */
function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/** A complete body, and its brotli when that is already made (else null). */
export interface WholeBody {
  bytes(): Uint8Array<ArrayBuffer>;
  brotli?(): Uint8Array<ArrayBuffer> | null;
}

/**
 * A complete body (a page from the render cache), compressed in one call for the request's
 * Accept-Encoding, by the same rules as the middleware below: no stream, no batching, and a known
 * length; brotli already made is sent as it is. `headers` gains Content-Encoding, Content-Length
 * and Vary; the middleware then leaves the response alone (it already carries Content-Encoding, or
 * is below the threshold).
 */
export async function compressWhole(
  whole: WholeBody,
  acceptEncoding: string | undefined,
  headers: Headers,
  options: StreamingCompressOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  varyOnAcceptEncoding(headers);
  const coding = chooseEncoding(acceptEncoding);
  const made = coding === 'br' ? (whole.brotli?.() ?? null) : null;
  let sent = made ?? whole.bytes();
  if (made) {
    headers.set('Content-Encoding', coding);
  } else if (coding !== 'identity' && sent.byteLength >= (options.threshold ?? 1024)) {
    const body = sent;
    sent =
      coding === 'br'
        ? await brotliOnce(body, brotliOptions(options, body.byteLength))
        : await gzipOnce(body, { level: options.gzipLevel ?? 6 });
    headers.set('Content-Encoding', coding);
  }
  headers.set('Content-Length', String(sent.byteLength));
  return sent;
}

/**
 * Pipes a web stream through zlib, one write and one flush per batch of chunks that arrive
 * together: React writes a page as dozens of small chunks, and each write to a zlib stream is a
 * round trip to the thread pool, so the batch is joined first (most of the cost was there, not in
 * compressing).
 */
function compressStream(
  body: ReadableStream<Uint8Array>,
  zip: BrotliCompress | Gzip,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let batch: Uint8Array[] = [];
  let flushPending = false;
  const writeBatch = () => {
    if (batch.length === 0) return true;
    const joined = batch.length === 1 ? batch[0] : Buffer.concat(batch);
    batch = [];
    return zip.write(joined);
  };
  const flushSoon = () => {
    if (flushPending) return;
    flushPending = true;
    setImmediate(() => {
      flushPending = false;
      if (zip.writableEnded || zip.destroyed) return;
      writeBatch();
      zip.flush();
    });
  };
  // The browser went away: stop reading the page.
  zip.once('close', () => void reader.cancel().catch(() => undefined));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (zip.destroyed) return;
        batch.push(value);
        // Backpressure: a slow reader holds React back rather than piling up compressed bytes.
        if (zip.writableNeedDrain) await once(zip, 'drain');
        flushSoon();
      }
      writeBatch();
      zip.end();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return Readable.toWeb(zip) as ReadableStream<Uint8Array>;
}

export function streamingCompress(options: StreamingCompressOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async function streamingCompressMiddleware(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    // The body is read last: on @hono/node-server's lightweight Response, reading it builds the
    // full Response and its stream, which an answer already encoded (a cached page's brotli, a
    // precompressed asset) then never needs.
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      (length !== null && Number(length) < threshold) ||
      !res.body
    ) {
      return;
    }
    const coding = chooseEncoding(c.req.header('Accept-Encoding'));
    // A fresh Response (its headers are writable even when the original came from fetch).
    c.res = new Response(
      coding === 'identity' ? res.body : compressStream(res.body, compressor(coding, options)),
      res,
    );
    const headers = c.res.headers;
    varyOnAcceptEncoding(headers);
    if (coding === 'identity') return;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', coding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
