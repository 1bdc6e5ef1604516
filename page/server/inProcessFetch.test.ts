// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { inProcessFetch } from './inProcessFetch';

function shopApp() {
  const app = new Hono();
  app.get('/api/product/:id', (c) =>
    c.json({
      id: c.req.param('id'),
      store: c.req.query('storeId'),
      cookie: c.req.header('cookie'),
    }),
  );
  app.get('/api/slow', () => new Promise<Response>(() => undefined));
  return app;
}

describe('inProcessFetch', () => {
  it('given a request for the shop origin, when fetched, should hand it to the app with method, query and headers', async () => {
    const app = shopApp();
    const spy = vi.spyOn(app, 'fetch');
    const fallback = vi.fn<typeof fetch>();
    const f = inProcessFetch(app, () => 'http://127.0.0.1:3000', fallback);
    const res = await f('http://127.0.0.1:3000/api/product/10001?storeId=715', {
      headers: { cookie: 'a=1' },
    });
    expect(await res.json()).toEqual({ id: '10001', store: '715', cookie: 'a=1' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('given another origin, when fetched, should send it to the fallback fetch as it was called', async () => {
    const fallback = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    const f = inProcessFetch(shopApp(), () => 'http://127.0.0.1:3000', fallback);
    const init = { headers: { accept: 'application/json' } };
    await f('https://reviews.example.com/stats', init);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledWith('https://reviews.example.com/stats', init);
  });

  it('given a caller that has already aborted, when fetched, should reject without calling the app', async () => {
    const app = shopApp();
    const spy = vi.spyOn(app, 'fetch');
    const f = inProcessFetch(app, () => 'http://127.0.0.1:3000');
    const controller = new AbortController();
    controller.abort(new Error('budget spent'));
    await expect(
      f('http://127.0.0.1:3000/api/product/10001', { signal: controller.signal }),
    ).rejects.toThrow('budget spent');
    expect(spy).not.toHaveBeenCalled();
  });

  it('given the shop origin changing (the server listened after start), when fetched, should follow it', async () => {
    let origin = 'http://127.0.0.1:3000';
    const fallback = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    const f = inProcessFetch(shopApp(), () => origin, fallback);
    await f('http://127.0.0.1:4000/api/product/1');
    expect(fallback).toHaveBeenCalledTimes(1);
    origin = 'http://127.0.0.1:4000';
    const res = await f('http://127.0.0.1:4000/api/product/1');
    expect(await res.json()).toMatchObject({ id: '1' });
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('given an app that never answers, when the caller aborts, should reject', async () => {
    const f = inProcessFetch(shopApp(), () => 'http://127.0.0.1:3000');
    const controller = new AbortController();
    const call = f('http://127.0.0.1:3000/api/slow', { signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(call).rejects.toThrow('timed out');
  });
});
