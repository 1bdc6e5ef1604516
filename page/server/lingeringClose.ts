/**
 * A lingering close (as Apache and nginx do it) for an answer sent before the request's body was
 * read, such as a 413 for a body over its limit: the client is often still sending. Node closes
 * such a connection (`Connection: close`) by destroying its socket as soon as the answer is
 * written; the kernel then finds unread bytes in the socket and resets the connection (RST),
 * which may throw away the answer before the client has read it: the client sees "connection
 * reset" instead of the 413.
 *
 * Lingering instead: the answer is followed by the end of the stream (FIN, so the client reads
 * the answer and learns that nothing more comes), and the socket is destroyed once the client
 * closes its side or after `LINGER_MS`, whichever comes first. Whatever the client still sends
 * meanwhile is left unread (nothing buffers it beyond the socket's own buffer).
 */
import type { Socket } from 'node:net';

/** How long a socket stays open for the client to read its answer, at most. */
export const LINGER_MS = 2_000;

const lingering = new WeakSet<Socket>();

/**
 * Makes Node's close of `socket` after the answer (its `destroySoon`) a lingering one. Call it
 * before answering; a socket that is already lingering is left as it is.
 */
export function lingerBeforeClose(socket: Socket, lingerMs = LINGER_MS): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let ending = false;
  socket.destroySoon = () => {
    if (ending || socket.destroyed) return;
    ending = true;
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // The client's own end (it read the answer and hung up) closes the socket at once.
    socket.once('end', () => socket.destroy());
    if (socket.writable) socket.end();
  };
}

/** The socket under a request served by @hono/node-server (its bindings), if there is one. */
export function socketOf(env: unknown): Socket | null {
  return (env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket ?? null;
}
