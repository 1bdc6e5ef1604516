// @vitest-environment node
/**
 * The shop channel between a worker and the primary, over a pair of in-memory ports that copy each
 * message through JSON and deliver it on a later turn, as Node's IPC does. The cluster itself,
 * with real processes, is in ./cluster.test.ts.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  serveShopChannel,
  shopChannelClient,
  type ChannelPort,
  type FetchHandler,
} from './shopChannel';

function portPair(): { worker: ChannelPort; primary: ChannelPort; sent: unknown[] } {
  const toWorker = new EventEmitter();
  const toPrimary = new EventEmitter();
  const sent: unknown[] = [];
  const deliver = (to: EventEmitter) => (message: unknown) => {
    const copy: unknown = JSON.parse(JSON.stringify(message));
    sent.push(copy);
    setImmediate(() => to.emit('message', copy));
    return true;
  };
  return {
    worker: { send: deliver(toPrimary), on: (event, listener) => toWorker.on(event, listener) },
    primary: { send: deliver(toWorker), on: (event, listener) => toPrimary.on(event, listener) },
    sent,
  };
}

/** A channel to `shop`; returns the worker's fetch handler and every message sent. */
function channelTo(shop: FetchHandler) {
  const { worker, primary, sent } = portPair();
  serveShopChannel(shop, primary);
  return { client: shopChannelClient(worker), sent };
}

describe('shop channel', () => {
  it('should hand the shop the whole request with the page socket’s addresses, and give back its whole answer', async () => {
    let seen: { request: Request; body: string; env: unknown } | null = null;
    const { client } = channelTo({
      async fetch(request, env) {
        seen = { request, body: await request.text(), env };
        const headers = new Headers({ 'content-type': 'application/json', connection: 'close' });
        headers.append('set-cookie', 'cart=1; Path=/');
        headers.append('set-cookie', 'session=2; Path=/; HttpOnly');
        return new Response('{"added":true}', { status: 201, statusText: 'Created', headers });
      },
    });
    const answer = await client.fetch(
      new Request('http://shop.example:8080/api/cart/add?x=1', {
        method: 'POST',
        headers: {
          cookie: 'visitor=abc',
          'content-type': 'application/json',
          'x-correlation-id': 'c-1',
          'keep-alive': 'timeout=5',
        },
        body: '{"amount":"café 50"}',
      }),
      {
        incoming: {
          socket: { remoteAddress: '203.0.113.9', localAddress: '127.0.0.1', localPort: 3000 },
        },
      },
    );

    expect(seen).not.toBeNull();
    const { request, body, env } = seen!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://shop.example:8080/api/cart/add?x=1');
    expect(request.headers.get('host')).toBe('shop.example:8080');
    expect(request.headers.get('cookie')).toBe('visitor=abc');
    expect(request.headers.get('x-correlation-id')).toBe('c-1');
    expect(request.headers.get('keep-alive')).toBeNull();
    expect(body).toBe('{"amount":"café 50"}');
    expect(env).toEqual({
      incoming: {
        socket: { remoteAddress: '203.0.113.9', localAddress: '127.0.0.1', localPort: 3000 },
      },
    });

    expect(answer.status).toBe(201);
    expect(answer.statusText).toBe('Created');
    expect(answer.headers.getSetCookie()).toEqual([
      'cart=1; Path=/',
      'session=2; Path=/; HttpOnly',
    ]);
    expect(answer.headers.get('connection')).toBeNull();
    expect(await answer.json()).toEqual({ added: true });
  });

  it('given no socket (the page server’s own call), should hand the shop no addresses', async () => {
    let env: unknown = 'unset';
    const { client } = channelTo({
      fetch(_request, given) {
        env = given;
        return new Response(null, { status: 204 });
      },
    });
    const answer = await client.fetch(new Request('http://shop.example/api/inventory/v2'));
    expect(env).toBeUndefined();
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });

  it('given many requests at once, should give each its own answer', async () => {
    const { client } = channelTo({
      async fetch(request) {
        const n = Number(new URL(request.url).searchParams.get('n'));
        await new Promise((resolve) => setTimeout(resolve, (n * 7) % 5));
        return Response.json({ n });
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        Promise.resolve(client.fetch(new Request(`http://shop.example/api/x?n=${n}`))).then(
          (answer) => answer.json() as Promise<unknown>,
        ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => ({ n })));
  });

  it('given a shop that throws, should fail as a broken connection does (a TypeError)', async () => {
    const { client } = channelTo({
      fetch() {
        throw new Error('database closed');
      },
    });
    await expect(client.fetch(new Request('http://shop.example/api/x'))).rejects.toThrow(TypeError);
  });

  it('given the request aborted while the shop works, should reject at once with the abort and drop the late answer', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { client } = channelTo({
      fetch: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const controller = new AbortController();
    const pending = client.fetch(
      new Request('http://shop.example/api/x', { signal: controller.signal }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    finish(new Response('late'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('given a message that is not a shop request, should leave it alone', async () => {
    const { worker, primary, sent } = portPair();
    serveShopChannel({ fetch: () => new Response('no') }, primary);
    worker.send({ type: 'cairnfield:listening', origin: 'http://127.0.0.1:3000' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
  });

  it('given a URL that is not http or https, should answer 400 without asking the shop', async () => {
    const { worker, primary } = portPair();
    let asked = false;
    serveShopChannel(
      {
        fetch: () => {
          asked = true;
          return new Response('ok');
        },
      },
      primary,
    );
    const answer = new Promise<unknown>((resolve) => worker.on('message', resolve));
    worker.send({
      type: 'cairnfield:shop-request',
      id: 7,
      method: 'GET',
      url: 'file:///etc/passwd',
      headers: [],
      body: null,
      socket: null,
    });
    expect(await answer).toMatchObject({ id: 7, status: 400 });
    expect(asked).toBe(false);
  });
});
