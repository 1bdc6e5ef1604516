// @vitest-environment node
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressWhole, streamingCompress } from './compress';

const page = '<!doctype html><html><body>' + '<p>Cairnfield gift card</p>'.repeat(200);

function appWith(body: () => BodyInit, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.use('*', streamingCompress());
  app.get(
    '/',
    () => new Response(body(), { headers: { 'Content-Type': 'text/html', ...headers } }),
  );
  return app;
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('chooseEncoding', () => {
  it('given Accept-Encoding headers, when choosing, should prefer brotli and honour q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('streamingCompress', () => {
  it('given a browser and a gzip-only client, when served, should send brotli and gzip that both decode to the page', async () => {
    const app = appWith(() => page);
    const br = await app.request('/', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = await bytes(br);
    expect(brBytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(page);
  });

  it('given no Accept-Encoding, when served, should leave the body alone but still say it varies on it', async () => {
    const res = await appWith(() => page, { Vary: 'Cookie' }).request('/');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(await res.text()).toBe(page);
  });

  it('given small, already encoded or no-transform responses, when served, should not touch them', async () => {
    const ae = { 'Accept-Encoding': 'br' };
    const small = await appWith(() => 'ok', { 'Content-Length': '2' }).request('/', {
      headers: ae,
    });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const encoded = await appWith(() => 'x', { 'Content-Encoding': 'gzip' }).request('/', {
      headers: ae,
    });
    expect(encoded.headers.get('Content-Encoding')).toBe('gzip');
    const noTransform = await appWith(() => page, { 'Cache-Control': 'no-transform' }).request(
      '/',
      { headers: ae },
    );
    expect(noTransform.headers.get('Content-Encoding')).toBeNull();
  });

  it('given an answer already encoded, when served, should not read its body (that builds a stream it never needs)', async () => {
    let bodyReads = 0;
    class CountingResponse extends Response {
      override get body() {
        bodyReads += 1;
        return super.body;
      }
    }
    const app = new Hono();
    app.use('*', streamingCompress());
    app.get(
      '/',
      () =>
        new CountingResponse('x'.repeat(2000), {
          headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' },
        }),
    );
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(bodyReads).toBe(0);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(await res.text()).toBe('x'.repeat(2000));
  });

  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ] as const)(
    'given a streamed page (%s), when the shell is flushed, should decode it before the rest exists',
    async (coding, decoder) => {
      let finish!: () => void;
      const app = appWith(
        () =>
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode('<!doctype html><main>shell</main>'));
              await new Promise<void>((resolve) => (finish = resolve));
              controller.enqueue(new TextEncoder().encode('<p>late</p>'));
              controller.close();
            },
          }),
      );
      const res = await app.request('/', { headers: { 'Accept-Encoding': coding } });
      const decoded = Readable.fromWeb(res.body! as never).pipe(decoder());
      let text = '';
      decoded.on('data', (chunk: Buffer) => (text += chunk.toString()));
      // The source is still open: the shell must already have come through.
      await expect.poll(() => text, { timeout: 2000 }).toBe('<!doctype html><main>shell</main>');
      finish();
      await new Promise((resolve) => decoded.on('end', resolve));
      expect(text).toBe('<!doctype html><main>shell</main><p>late</p>');
    },
  );
});

describe('compressWhole', () => {
  const whole = () => ({ bytes: () => Buffer.from(page) });

  it('given a complete page and a browser, should send it as brotli in one piece with its length, varying on Accept-Encoding', async () => {
    const headers = new Headers({ Vary: 'Cookie' });
    const sent = await compressWhole(whole(), 'gzip, deflate, br, zstd', headers);
    expect(headers.get('Content-Encoding')).toBe('br');
    expect(headers.get('Content-Length')).toBe(String(sent.byteLength));
    expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(sent.byteLength).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(sent).toString()).toBe(page);
  });

  it('given a gzip-only client, should send gzip that decodes to the page', async () => {
    const headers = new Headers();
    const sent = await compressWhole(whole(), 'gzip', headers);
    expect(headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(sent).toString()).toBe(page);
  });

  it('given no Accept-Encoding or a body under the threshold, should send the bytes as they are', async () => {
    const plain = new Headers();
    expect(Buffer.from(await compressWhole(whole(), undefined, plain)).toString()).toBe(page);
    expect(plain.has('Content-Encoding')).toBe(false);
    expect(plain.get('Content-Length')).toBe(String(page.length));
    expect(plain.get('Vary')).toBe('Accept-Encoding');
    const small = new Headers();
    const tiny = Buffer.from('<p>ok</p>');
    expect(await compressWhole({ bytes: () => tiny }, 'br', small)).toBe(tiny);
    expect(small.has('Content-Encoding')).toBe(false);
  });

  it('given brotli already made, should send it as it is to a brotli client only', async () => {
    const made = Buffer.from('made once');
    const body = { bytes: () => Buffer.from(page), brotli: () => made };
    const headers = new Headers();
    expect(await compressWhole(body, 'br', headers)).toBe(made);
    expect(headers.get('Content-Encoding')).toBe('br');
    expect(headers.get('Content-Length')).toBe(String(made.length));
    expect(gunzipSync(await compressWhole(body, 'gzip', new Headers())).toString()).toBe(page);
    const notYet = { bytes: () => Buffer.from(page), brotli: () => null };
    expect(brotliDecompressSync(await compressWhole(notYet, 'br', new Headers())).toString()).toBe(
      page,
    );
  });

  it('given the middleware after it, should leave the compressed page alone', async () => {
    const app = new Hono();
    app.use('*', streamingCompress());
    app.get('/', async (c) => {
      const headers = new Headers({ 'Content-Type': 'text/html' });
      const body = await compressWhole(whole(), c.req.header('Accept-Encoding'), headers);
      return new Response(body, { headers });
    });
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page);
  });
});
