/**
 * The test client against a server that closes a connection without answering, as a server does
 * with an idle kept-alive connection a request has just gone out on.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';

let server: Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A raw HTTP server: the first `dropped` connections are closed at the first byte read. */
async function closingServer(
  dropped: number,
): Promise<{ origin: string; connections: () => number }> {
  let seen = 0;
  server = createServer((socket) => {
    seen += 1;
    const drop = seen <= dropped;
    socket.once('data', () => {
      if (drop) socket.destroy();
      else
        socket.end(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\nconnection: close\r\n\r\n{"ok":true}',
        );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, connections: () => seen };
}

describe('the test client', () => {
  it('given a connection closed with no answer, should send the request once more', async () => {
    const shop = await closingServer(1);
    const answer = await new TestClient(shop.origin).post<{ ok: boolean }>('/api/cart/sku', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(shop.connections()).toBe(2);
  });

  it('given the second connection closed too, should fail rather than try forever', async () => {
    const shop = await closingServer(2);
    await expect(new TestClient(shop.origin).get('/api/cart/sku')).rejects.toThrow(TypeError);
    expect(shop.connections()).toBe(2);
  });
});
