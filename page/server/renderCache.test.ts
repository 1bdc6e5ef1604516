// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createNonce } from '../security/headers';
import { byIdentity, createRenderCache, type PerResponse, type RenderCache } from './renderCache';

/** The page as the shopper's browser reads it (the cache hands out UTF-8 bytes). */
const pageText = async (cache: RenderCache, ...args: Parameters<RenderCache['page']>) =>
  (await cache.page(...args)).bytes().toString('utf8');

const renderer = () =>
  vi.fn(({ nonce, submissionKey }: PerResponse) =>
    Promise.resolve({
      html: `<script nonce="${nonce}"></script><input name="submission" value="${submissionKey}"><p>${String(Math.random())}</p>`,
      keep: true,
    }),
  );
const values = (nonce: string, submissionKey = `key-${nonce}`): PerResponse => ({
  nonce,
  submissionKey,
});

describe('createRenderCache', () => {
  it('given a payload rendered once, when asked again for another response, should not render again and should carry that response’s nonce and submission key only', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const first = await pageText(cache, { product: 1, stock: 5 }, values('nonce-one'), render);
    const second = await pageText(cache, { product: 1, stock: 5 }, values('nonce-two'), render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first).toContain('nonce="nonce-one"');
    expect(second).toContain('nonce="nonce-two"');
    expect(second).not.toContain('nonce-one');
    // The submission key is this response's too: two shoppers never share one.
    expect(first).toContain('value="key-nonce-one"');
    expect(second).toContain('value="key-nonce-two"');
    expect(second.replaceAll('nonce-two', 'nonce-one')).toBe(first);
  });

  it('given placeholders with any of the nonce alphabet (+, / and = included), should put this response’s values in every place', async () => {
    // Each cache draws its own placeholders: fifty of them all but surely meet + and /.
    for (let i = 0; i < 50; i += 1) {
      const cache = createRenderCache();
      const render = vi.fn(({ nonce, submissionKey }: PerResponse) =>
        Promise.resolve({ html: `${nonce}<a>${submissionKey}</a>${nonce}`, keep: true }),
      );
      await cache.page({ i }, values('first'), render);
      expect(await pageText(cache, { i }, values('n+1/=', 'k'), render)).toBe('n+1/=<a>k</a>n+1/=');
    }
  });

  it('given text beyond ASCII around the placeholders, should send it as UTF-8 with the values in place', async () => {
    const cache = createRenderCache();
    const render = vi.fn(({ nonce }: PerResponse) =>
      Promise.resolve({ html: `<p>Café — 🎁 ${nonce} ✓</p>`, keep: true }),
    );
    await cache.page({ p: 'utf8' }, values('first'), render);
    const bytes = (await cache.page({ p: 'utf8' }, values('n+1/='), render)).bytes();
    expect(bytes.toString('utf8')).toBe('<p>Café — 🎁 n+1/= ✓</p>');
    expect(bytes.byteLength).toBe(Buffer.byteLength('<p>Café — 🎁 n+1/= ✓</p>'));
  });

  it('given a page served a second time, should make its brotli once and then send every response’s own page through it', async () => {
    const cache = createRenderCache();
    const render = vi.fn(({ nonce, submissionKey }: PerResponse) =>
      Promise.resolve({
        html: `<style nonce="${nonce}">p{margin:0}</style>${'<p>Café — gift card 🎁</p>'.repeat(300)}<input value="${submissionKey}"><script nonce="${nonce}" src="/m.js"></script>`,
        keep: true,
      }),
    );
    const nonce = () => createNonce();
    const first = await cache.page({ p: 'br' }, values(nonce(), randomUUID()), render);
    expect(first.brotli()).toBeNull();
    await cache.page({ p: 'br' }, values(nonce(), randomUUID()), render);
    await vi.waitFor(
      async () => {
        const page = await cache.page({ p: 'br' }, values(nonce(), randomUUID()), render);
        expect(page.brotli()).not.toBeNull();
      },
      { timeout: 5000 },
    );
    for (let i = 0; i < 10; i += 1) {
      const page = await cache.page({ p: 'br' }, values(nonce(), randomUUID()), render);
      expect(brotliDecompressSync(page.brotli()!).equals(page.bytes())).toBe(true);
    }
    // A value of another length than the stream was made for: none (compressed per response).
    const odd = await cache.page({ p: 'br' }, values('short', randomUUID()), render);
    expect(odd.brotli()).toBeNull();
    expect(odd.bytes().toString()).toContain('nonce="short"');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('given fresh data that differs (stock changed), when asked, should render again', async () => {
    const cache = createRenderCache();
    const render = renderer();
    await cache.page({ product: 1, stock: 5 }, values('n'), render);
    await cache.page({ product: 1, stock: 4 }, values('n'), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('given a part keyed by identity (the server’s assets), should reuse a page for that same object and render again for another, whatever its text', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const assets = { inlineStyles: ['body{margin:0}'] };
    const sameText = { inlineStyles: ['body{margin:0}'] };
    await cache.page({ stock: 5, assets: byIdentity(assets) }, values('n'), render);
    await cache.page({ stock: 5, assets: byIdentity(assets) }, values('n'), render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.page({ stock: 5, assets: byIdentity(sameText) }, values('n'), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(byIdentity(sameText)).not.toBe(byIdentity(assets));
  });

  it('given shared parts (a product, the config), should key them by their text: another object with the same text finds the page, other text renders again', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const config = Object.freeze({ currency: 'USD' });
    const product = { name: 'Gift Card', skus: [{ id: 'a' }] };
    await cache.page({ stock: 5 }, values('n'), render, { config, product });
    // The data cache refreshed it: a new object, the same content.
    const refreshed = { name: 'Gift Card', skus: [{ id: 'a' }] };
    await cache.page({ stock: 5 }, values('n'), render, { config, product: refreshed });
    expect(render).toHaveBeenCalledTimes(1);
    await cache.page({ stock: 5 }, values('n'), render, { config, product: { name: 'Summit' } });
    expect(render).toHaveBeenCalledTimes(2);
    // A part's name is part of the key: the same text under another name is another page.
    await cache.page({ stock: 5 }, values('n'), render, { config, item: refreshed });
    expect(render).toHaveBeenCalledTimes(3);
    // And what is shared does not stand in for the payload's own parts.
    await cache.page({ stock: 4 }, values('n'), render, { config, product });
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('given two asks for one payload at once, when the first is still rendering, should render once', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const [a, b] = await Promise.all([
      pageText(cache, { p: 1 }, values('x'), render),
      pageText(cache, { p: 1 }, values('y'), render),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toContain('nonce="x"');
    expect(b).toContain('nonce="y"');
  });

  it('given a render that fails, when asked again, should try to render again', async () => {
    const cache = createRenderCache();
    const render = vi
      .fn<(placeholders: PerResponse) => Promise<{ html: string; keep: boolean }>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ html: '<p>ok</p>', keep: true });
    await expect(cache.page({ p: 1 }, values('n'), render)).rejects.toThrow('boom');
    await expect(pageText(cache, { p: 1 }, values('n'), render)).resolves.toBe('<p>ok</p>');
  });

  it('given a render that reported an error, when asked again, should render again', async () => {
    const cache = createRenderCache();
    const render = vi.fn(() => Promise.resolve({ html: '<p>partly</p>', keep: false }));
    await cache.page({ p: 1 }, values('n'), render);
    await cache.page({ p: 1 }, values('n'), render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('given more pages than it holds, when one more is rendered, should drop the least recently used', async () => {
    const cache = createRenderCache({ max: 2 });
    const render = renderer();
    await cache.page({ p: 1 }, values('n'), render);
    await cache.page({ p: 2 }, values('n'), render);
    await cache.page({ p: 3 }, values('n'), render);
    await cache.page({ p: 1 }, values('n'), render);
    expect(render).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(2);
  });
});
