/**
 * A fault-injecting HTTP reverse proxy for tests. It stands between a client and a server (a
 * browser and the page server in the cross-engine journeys; the page server and a separate shop API
 * elsewhere) and forwards every request unchanged, Host header included, so the server sees the
 * proxy's origin as its own and same-origin rules hold. A test switches faults on for the requests
 * whose path matches, and off again:
 *
 *   const proxy = await startFaultProxy({ target: server.origin });
 *   const down = proxy.addFault({ path: /^\/assets\/RecentlyViewed-[\w-]+\.js$/, fault: { kind: 'status', status: 503 } });
 *   … the browser loads proxy.origin …; down.hits > 0
 *   down.remove();
 *
 * Faults: an answer of the test's choosing instead of the server's (`status`), a connection reset
 * without an answer (`reset`), a slow answer (`delay`), and an answer cut off after some bytes of
 * its body (`truncate`). It works for any client, whatever its driver can intercept, which is why
 * the journeys use it in every engine. Optionally it puts a snippet at the start of every HTML
 * document's <head>, given the document's CSP nonce (the journeys' error capture in engines whose
 * driver cannot read the console).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';

export type Fault =
  /** Answers with this status (and body) instead of forwarding. */
  | { kind: 'status'; status: number; body?: string }
  /** Closes the client's connection without an answer (the client sees a network error). */
  | { kind: 'reset' }
  /** Forwards after this many milliseconds. */
  | { kind: 'delay'; ms: number }
  /** Forwards the server's status, headers and the first `bytes` of its body, then resets. */
  | { kind: 'truncate'; bytes: number };

export interface FaultRule {
  /** The requests it applies to: matched against the path without the query string. */
  path: RegExp;
  /** Only requests with this method (upper case). @default every method */
  method?: string;
  fault: Fault;
  /** How many matching requests it affects before it stops. @default every one until removed */
  times?: number;
}

export interface ActiveFault {
  /** How many requests it has affected so far. */
  readonly hits: number;
  /** Switches it off; later requests are forwarded unchanged. */
  remove(): void;
}

export interface FaultProxyOptions {
  /** Origin of the server behind the proxy, e.g. http://127.0.0.1:3100. */
  target: string;
  /**
   * Markup to put right after the opening <head> tag of every HTML document, given the nonce of
   * the document's Content-Security-Policy (null when it has none). HTML documents are then asked
   * for uncompressed (and decompressed should the server compress them anyway).
   */
  injectIntoHead?: (nonce: string | null) => string;
}

export interface FaultProxy {
  /** Where clients connect, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  /** Switches a fault on. The newest matching rule wins. */
  addFault(rule: FaultRule): ActiveFault;
  /** Switches every fault off. */
  clear(): void;
  close(): Promise<void>;
}

interface LiveRule extends FaultRule {
  hits: number;
}

/** The nonce of a Content-Security-Policy's script-src ('nonce-…'), or null. */
export function cspNonce(csp: string | string[] | undefined): string | null {
  const text = Array.isArray(csp) ? csp.join(';') : (csp ?? '');
  return /'nonce-([^']+)'/.exec(text)?.[1] ?? null;
}

/**
 * Puts `snippet` right after the first `<head…>` tag of a streamed document; passes everything
 * through unchanged once done, or when no <head> tag came in the first 64 KB.
 */
export function headInjector(snippet: string): Transform {
  const insert = Buffer.from(snippet, 'utf8');
  let held: Buffer = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const open = held.indexOf('<head');
      const close = open === -1 ? -1 : held.indexOf('>', open);
      if (close !== -1) {
        done = true;
        const out = Buffer.concat([held.subarray(0, close + 1), insert, held.subarray(close + 1)]);
        held = Buffer.alloc(0);
        return callback(null, out);
      }
      if (held.length > 64 * 1024) {
        done = true;
        const out = held;
        held = Buffer.alloc(0);
        return callback(null, out);
      }
      callback();
    },
    flush(callback) {
      callback(null, held.length > 0 ? held : undefined);
    },
  });
}

function decoderFor(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return null;
  }
}

/** A request's body as it passes (it streams on to the server meanwhile), kept for a resend. */
function keptBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    if (request.readableEnded) resolve(Buffer.alloc(0));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve(Buffer.concat(chunks)));
  });
}

// Connection-level headers belong to each hop; Node sets its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const agent = new http.Agent({ keepAlive: true });
  const rules: LiveRule[] = [];
  const sockets = new Set<Socket>();

  function ruleFor(request: IncomingMessage): LiveRule | null {
    const path = (request.url ?? '/').split('?')[0]!;
    for (let i = rules.length - 1; i >= 0; i -= 1) {
      const rule = rules[i]!;
      if (rule.times !== undefined && rule.hits >= rule.times) continue;
      if (rule.method && rule.method !== request.method) continue;
      if (rule.path.test(path)) return rule;
    }
    return null;
  }

  function forward(
    request: IncomingMessage,
    response: ServerResponse,
    truncateAt: number | null,
    resend: { body: Promise<Buffer> } | null = null,
  ) {
    const body = resend?.body ?? keptBody(request);
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const inject =
      options.injectIntoHead && /text\/html/.test(String(request.headers.accept ?? ''))
        ? options.injectIntoHead
        : null;
    if (inject) headers['accept-encoding'] = 'identity';

    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        // A resend goes on a connection of its own: the pool's other idle connections may be
        // closing too (a server's idle time-out closes those idle since the same moment at once).
        agent: resend ? false : agent,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        let body: Readable = answer;
        if (inject && /text\/html/.test(String(answer.headers['content-type'] ?? ''))) {
          const decoder = decoderFor(answer.headers['content-encoding']);
          if (decoder) body = body.pipe(decoder);
          delete answerHeaders['content-encoding'];
          delete answerHeaders['content-length'];
          body = body.pipe(
            headInjector(inject(cspNonce(answer.headers['content-security-policy']))),
          );
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
        if (truncateAt === null) {
          body.pipe(response);
          body.on('error', () => response.destroy());
          return;
        }
        let sent = 0;
        body.on('data', (chunk: Buffer) => {
          const room = truncateAt - sent;
          if (room > 0) response.write(chunk.subarray(0, room));
          sent += chunk.length;
          if (sent >= truncateAt) {
            body.destroy();
            // Let the bytes already written reach the client before the reset.
            response.socket?.end(() => response.socket?.destroy());
            response.destroy();
          }
        });
        body.on('end', () => response.end());
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // A kept-alive connection the server closed (its idle time-out) just as this request went
      // out on it, before any answer: the request goes again, once, on a new connection, body
      // included, whatever its method (Node's documented use of `reusedSocket`), as a browser
      // resends a request whose reused connection closed before answering (Chromium's and
      // Firefox's network stacks do, a POST too). On a loaded machine the proxy's own event loop
      // lags, and the window in which it reuses a connection the server has closed widens.
      if (!resend && upstream.reusedSocket) {
        forward(request, response, truncateAt, { body });
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`fault proxy: ${target.origin} did not answer (${error.message})`);
    });
    if (resend) void resend.body.then((bytes) => upstream.end(bytes));
    else if (request.readableEnded) upstream.end();
    else request.pipe(upstream);
  }

  const server = http.createServer((request, response) => {
    const rule = ruleFor(request);
    if (!rule) return forward(request, response, null);
    rule.hits += 1;
    const fault = rule.fault;
    switch (fault.kind) {
      case 'status':
        request.resume();
        response.writeHead(fault.status, {
          'content-type': 'text/plain',
          'cache-control': 'no-store',
        });
        response.end(fault.body ?? `fault proxy: ${fault.status}`);
        return;
      case 'reset':
        request.resume();
        request.socket.destroy();
        return;
      case 'delay':
        setTimeout(() => {
          if (!request.socket.destroyed) forward(request, response, null);
        }, fault.ms);
        return;
      case 'truncate':
        forward(request, response, fault.bytes);
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    addFault(rule) {
      const live: LiveRule = { ...rule, hits: 0 };
      rules.push(live);
      return {
        get hits() {
          return live.hits;
        },
        remove() {
          const index = rules.indexOf(live);
          if (index !== -1) rules.splice(index, 1);
        },
      };
    },
    clear() {
      rules.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      });
    },
  };
}
