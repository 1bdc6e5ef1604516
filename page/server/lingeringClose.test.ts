// @vitest-environment node
/**
 * The lingering close over real sockets: after the answer the server ends its side and keeps the
 * socket until the client hangs up (or the linger time runs out), instead of destroying it at
 * once. (The reset a destroyed socket with unread bytes sends loses the answer only between two
 * processes, so the 413s a client reads whole are proven against the built server, in
 * server/requestLimits.built.test.ts.)
 */
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerBeforeClose, socketOf } from './lingeringClose';

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** A server whose first connection answers "413" and closes as Node's HTTP server does. */
async function answeringServer(lingerMs?: number) {
  const accepted = new Promise<Socket>((resolve) => {
    server = createServer((socket) => {
      // As Node's HTTP server does with a body nobody reads once answered: read and dropped.
      socket.resume();
      if (lingerMs !== undefined) lingerBeforeClose(socket, lingerMs);
      socket.write('413');
      socket.destroySoon();
      resolve(socket);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const client = connect((server?.address() as AddressInfo).port, '127.0.0.1');
  client.on('error', () => undefined);
  let received = '';
  client.on('data', (chunk: Buffer) => (received += chunk.toString()));
  // The client is still sending a body nobody reads.
  client.write(Buffer.alloc(1024 * 1024, 'a'));
  return { socket: await accepted, client, received: () => received };
}

describe('lingerBeforeClose', () => {
  it('should end the stream after the answer and keep the socket until the client hangs up', async () => {
    const { socket, client, received } = await answeringServer(60_000);
    await once(client, 'end'); // the server's FIN, after its answer
    expect(received()).toBe('413');
    expect(socket.destroyed).toBe(false);
    client.destroy();
    await once(socket, 'close');
    expect(socket.destroyed).toBe(true);
  });

  it('should destroy the socket after the linger time when the client never hangs up', async () => {
    const { socket, client } = await answeringServer(50);
    await once(client, 'end');
    if (!socket.destroyed) await once(socket, 'close');
    expect(socket.destroyed).toBe(true);
    client.destroy();
  });

  it('given no socket in the bindings (not served by Node), should find none', () => {
    expect(socketOf(undefined)).toBeNull();
    expect(socketOf({ incoming: {} })).toBeNull();
  });
});
