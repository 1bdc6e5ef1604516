// @ts-check
// The review server (`npm run visual -- --serve`): serves the report folder on 127.0.0.1 and takes
// the page's decisions. POST /api/decisions {"id", "decision": "accept" | "reject"} accepts (copies
// the new screenshot or transcript over that one committed file) or rejects one change;
// POST /api/accept-all accepts them all. Only a page of its own origin may write: a request naming
// another host or origin, or without a JSON body, is refused (4xx), so no other site open in the
// browser can accept a change.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { acceptAll, decide, DecisionError } from './review.mjs';
import { REPORT_DIR } from './paths.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.json': 'application/json',
};
const MAX_BODY = 16 * 1024;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the answer still reaches the client.
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY
        ? reject(new DecisionError(413, 'The request is too large.'))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ id?: unknown, decision?: unknown } | null>}
 */
async function jsonBody(req) {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    throw new DecisionError(415, 'Send JSON.');
  }
  try {
    return JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof DecisionError) throw error;
    throw new DecisionError(400, 'The body is not JSON.');
  }
}

/**
 * Starts the server; resolves to { url, close } once it listens. `port` 0 picks a free one.
 * @param {{ port?: number, host?: string, reportDir?: string, root?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveReport({ port, host = '127.0.0.1', reportDir = REPORT_DIR, root } = {}) {
  let origin = '';
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      // DNS rebinding: only our own address as Host; a write only from our own page.
      if (req.headers.host !== new URL(origin).host) throw new DecisionError(421, 'Wrong host.');
      if (req.method === 'POST') {
        if (req.headers.origin !== origin) throw new DecisionError(403, 'Not from the report.');
        if (url.pathname === '/api/decisions') {
          const body = await jsonBody(req);
          if (typeof body?.id !== 'string')
            throw new DecisionError(400, 'Name a change by its id.');
          const { state } = decide(body.id, String(body.decision), { reportDir, root });
          return send(res, 200, { id: body.id, state });
        }
        if (url.pathname === '/api/accept-all') {
          await jsonBody(req);
          return send(res, 200, { accepted: acceptAll({ reportDir, root }) });
        }
        throw new DecisionError(404, 'No such action.');
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new DecisionError(405, 'Only GET and POST.');
      }
      const relative = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
      const file = path.resolve(reportDir, relative);
      if (!file.startsWith(`${path.resolve(reportDir)}${path.sep}`)) {
        throw new DecisionError(404, 'Not found.');
      }
      if (!existsSync(file) || !statSync(file).isFile()) throw new DecisionError(404, 'Not found.');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    } catch (error) {
      if (error instanceof DecisionError) return send(res, error.status, { error: error.message });
      if (error instanceof URIError) return send(res, 400, { error: 'A malformed address.' });
      send(res, 500, { error: 'The review server failed; see its terminal.' });
      console.error(error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      origin = `http://${host}:${address.port}`;
      resolve({
        url: `${origin}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
