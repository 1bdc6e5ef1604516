// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRenderCache } from './renderCache';

const renderer = () =>
  vi.fn((nonce: string) =>
    Promise.resolve({
      html: `<script nonce="${nonce}"></script><p>${String(Math.random())}</p>`,
      keep: true,
    }),
  );

describe('createRenderCache', () => {
  it('given a payload rendered once, when asked again with another nonce, should not render again and should carry the new nonce only', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const first = await cache.page({ product: 1, stock: 5 }, 'nonce-one', render);
    const second = await cache.page({ product: 1, stock: 5 }, 'nonce-two', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first).toContain('nonce="nonce-one"');
    expect(second).toContain('nonce="nonce-two"');
    expect(second).not.toContain('nonce-one');
    expect(second.replace('nonce-two', 'nonce-one')).toBe(first);
  });

  it('given fresh data that differs (stock changed), when asked, should render again', async () => {
    const cache = createRenderCache();
    const render = renderer();
    await cache.page({ product: 1, stock: 5 }, 'n', render);
    await cache.page({ product: 1, stock: 4 }, 'n', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('given two asks for one payload at once, when the first is still rendering, should render once', async () => {
    const cache = createRenderCache();
    const render = renderer();
    const [a, b] = await Promise.all([
      cache.page({ p: 1 }, 'x', render),
      cache.page({ p: 1 }, 'y', render),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toContain('nonce="x"');
    expect(b).toContain('nonce="y"');
  });

  it('given a render that fails, when asked again, should try to render again', async () => {
    const cache = createRenderCache();
    const render = vi
      .fn<(nonce: string) => Promise<{ html: string; keep: boolean }>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ html: '<p>ok</p>', keep: true });
    await expect(cache.page({ p: 1 }, 'n', render)).rejects.toThrow('boom');
    await expect(cache.page({ p: 1 }, 'n', render)).resolves.toBe('<p>ok</p>');
  });

  it('given a render that reported an error, when asked again, should render again', async () => {
    const cache = createRenderCache();
    const render = vi.fn(() => Promise.resolve({ html: '<p>partly</p>', keep: false }));
    await cache.page({ p: 1 }, 'n', render);
    await cache.page({ p: 1 }, 'n', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('given more pages than it holds, when one more is rendered, should drop the least recently used', async () => {
    const cache = createRenderCache({ max: 2 });
    const render = renderer();
    await cache.page({ p: 1 }, 'n', render);
    await cache.page({ p: 2 }, 'n', render);
    await cache.page({ p: 3 }, 'n', render);
    await cache.page({ p: 1 }, 'n', render);
    expect(render).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(2);
  });
});
