// @ts-check
// An HTTP/1.1 client written over a bare socket (node:net), for probing how a server treats
// abusive clients: a huge declared Content-Length with no body behind it, a chunked body streamed
// as fast as the server takes it, a body or headers sent a byte at a time. Unlike node:http it
// writes exactly what it is told, when it is told, and reports when the answer came, what it said
// and when the server closed the connection. Used by the tests of the built server
// (server/test/builtServer.ts) and the bench's request-limits section (scripts/bench/limits.mjs).
import { connect } from 'node:net';

/**
 * @typedef {object} RawAnswer
 * @property {number} status
 * @property {Record<string, string>} headers Lower-case names; repeated headers joined with ", ".
 * @property {string} body
 * @property {number} at When the answer's head arrived, in ms from the start of the request.
 */
/**
 * @typedef {object} RawRequest
 * @property {import('node:net').Socket} socket
 * @property {string} head The request line and headers as written (or to be written, with sendHead: false).
 * @property {Promise<RawAnswer | null>} response The whole answer; what came of it, or null, if the server closed the socket first.
 * @property {Promise<number>} closed Resolves when the server closed the connection (its FIN, or a reset), with the time it did (ms from the start).
 * @property {() => number} elapsed
 * @property {(chunk: Buffer | string) => Promise<boolean>} write
 * @property {(chunk: Buffer) => Promise<boolean>} writeChunk
 * @property {number} bytesSent
 * @property {boolean} answered
 * @property {boolean} isClosed
 * @property {number | null} closedAt
 * @property {(Error & { code?: string }) | null} error The socket's error (ECONNRESET: the server reset the connection), or null.
 * @property {() => void} destroy
 */

/**
 * The answer's head and body, or what had arrived of it when the server closed the socket.
 * @param {string} text
 */
function parseHead(text) {
  const [statusLine = '', ...lines] = text.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status, headers };
}

/**
 * The body of a chunked answer once its last chunk has arrived, else null.
 * @param {Buffer} buffer
 */
function dechunk(buffer) {
  /** @type {Buffer[]} */
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (buffer.length < start + size + 2) return null;
    parts.push(buffer.subarray(start, start + size));
    at = start + size + 2;
  }
}

/**
 * Opens a connection to `origin` and writes the request line and headers of one request (no Host
 * header unless given: it is added), or with `sendHead: false` leaves them to the caller (`head`
 * is their text: `trickle` it to send headers slowly). The body is then up to the caller: `write`,
 * `sendChunked`, `trickle`. `response` resolves once a whole answer has arrived (or with what came, or null, when
 * the server closed the socket first); `closed` when the socket closed, with the time it did.
 * @param {string} origin
 * @param {{ method?: string, path?: string, headers?: Record<string, string>, sendHead?: boolean }} [options]
 * @returns {RawRequest}
 */
export function openRequest(
  origin,
  { method = 'POST', path = '/', headers = {}, sendHead = true } = {},
) {
  const url = new URL(origin);
  const socket = connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  const startedAt = performance.now();
  const elapsed = () => performance.now() - startedAt;
  /** @type {{ bytesSent: number, answered: boolean, closed: boolean, closedAt: number | null, error: (Error & { code?: string }) | null }} */
  const state = { bytesSent: 0, answered: false, closed: false, closedAt: null, error: null };

  const all = { host: url.host, ...headers };
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  if (sendHead) socket.write(head);

  let received = Buffer.alloc(0);
  /** @type {{ status: number, headers: Record<string, string>, at: number } | null} */
  let answer = null;
  /** @type {(answer: RawAnswer | null) => void} */
  let settle = () => {};
  /** @type {Promise<RawAnswer | null>} */
  const response = new Promise((resolve) => (settle = resolve));
  const finish = (/** @type {Buffer} */ body) => {
    if (!answer) return;
    if (state.answered) return;
    state.answered = true;
    settle({ ...answer, body: body.toString('utf8') });
  };
  const read = () => {
    if (!answer) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      answer = { ...parseHead(received.subarray(0, end).toString('latin1')), at: elapsed() };
      received = received.subarray(end + 4);
    }
    const length = answer.headers['content-length'];
    if (length !== undefined) {
      if (received.length >= Number(length)) finish(received.subarray(0, Number(length)));
    } else if (/chunked/i.test(answer.headers['transfer-encoding'] ?? '')) {
      const body = dechunk(received);
      if (body) finish(body);
    }
  };
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    read();
  });
  // A server that answers and closes while the body is still coming makes the next writes fail
  // (EPIPE, ECONNRESET): that is the behaviour probed, not an error of the probe.
  socket.on('error', (error) => (state.error = error));
  // The server's end of the stream (FIN) is its close: a server that answers early and closes
  // while the client's unread bytes are still in flight sends it long before the socket is gone.
  /** @type {Promise<number>} */
  const closed = new Promise((resolve) => {
    const onClosed = () => {
      if (state.closed) return;
      state.closed = true;
      state.closedAt = elapsed();
      if (answer) finish(received);
      else if (!state.answered) {
        state.answered = true;
        settle(null);
      }
      resolve(state.closedAt ?? elapsed());
    };
    socket.once('end', onClosed);
    socket.once('close', onClosed);
  });

  /** Writes `chunk`; false when the server has closed (nothing more written). Waits for room in
   * the socket's buffer, or the server's close.
   * @param {Buffer | string} chunk
   * @returns {Promise<boolean>}
   */
  const write = (chunk) => {
    if (state.closed || socket.destroyed || !socket.writable) return Promise.resolve(false);
    state.bytesSent += chunk.length;
    if (socket.write(chunk)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onDrain = () => resolve(true);
      socket.once('drain', onDrain);
      void closed.then(() => {
        socket.off('drain', onDrain);
        resolve(false);
      });
    });
  };

  return {
    socket,
    head,
    response,
    closed,
    elapsed,
    write,
    /** Body bytes handed to the socket so far (chunk framing not counted). */
    get bytesSent() {
      return state.bytesSent;
    },
    get answered() {
      return state.answered;
    },
    get isClosed() {
      return state.closed;
    },
    /** When the server closed the connection (ms from the start), or null while it is open. */
    get closedAt() {
      return state.closedAt;
    },
    /** The socket's error (ECONNRESET: the server reset the connection), or null. */
    get error() {
      return state.error;
    },
    /** Only for the body's bytes: counts `chunk.length`, writes the chunk framing around it. */
    /** @param {Buffer} chunk */
    async writeChunk(chunk) {
      if (state.closed || !socket.writable) return false;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      const ok = await write(chunk);
      if (ok) socket.write('\r\n');
      return ok;
    },
    destroy() {
      socket.destroy();
    },
  };
}

/**
 * Streams a chunked body of up to `totalBytes` as fast as the server takes it, stopping as soon as
 * an answer arrives or the socket closes. Resolves with the body bytes sent.
 * @param {RawRequest} request
 * @param {{ totalBytes: number, chunkBytes?: number }} options
 */
export async function sendChunked(request, { totalBytes, chunkBytes = 64 * 1024 }) {
  const chunk = Buffer.alloc(chunkBytes, 'a');
  let sent = 0;
  while (sent < totalBytes && !request.answered && !request.isClosed) {
    const part = chunk.subarray(0, Math.min(chunkBytes, totalBytes - sent));
    if (!(await request.writeChunk(part))) break;
    sent += part.length;
  }
  if (sent >= totalBytes && !request.isClosed) request.socket.write('0\r\n\r\n');
  return sent;
}

/**
 * Sends `text` (or `bytes` of the body) one byte every `everyMs` milliseconds, as a slow client
 * does, until it is sent, an answer arrives or the socket closes. Resolves with the bytes sent.
 * @param {RawRequest} request
 * @param {{ bytes?: number, everyMs: number, text?: string }} options
 */
export async function trickle(request, { bytes, everyMs, text }) {
  const source = Buffer.from(text ?? 'a'.repeat(bytes ?? 0));
  let sent = 0;
  while (sent < source.length && !request.answered && !request.isClosed) {
    if (!(await request.write(source.subarray(sent, sent + 1)))) break;
    sent += 1;
    await new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      const timer = setTimeout(resolve, everyMs);
      void request.closed.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return sent;
}
