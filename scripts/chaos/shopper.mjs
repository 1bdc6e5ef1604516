// @ts-check
// A simulated shopper: a cookie jar and JSON calls to the shop through the balancer, each send
// timed and named by the instance that answered (X-Worker-Pid). `until2xx` repeats one request
// with its Idempotency-Key until it is acknowledged, as a shopper's browser or app retries.
import { subscribe } from 'node:diagnostics_channel';
import { routeKey } from './compare.mjs';

/**
 * When each send went on the wire and when its answer's last byte came off it, from fetch's own
 * client (undici's diagnostics channels): the time a shopper's answer took, without fetch's work
 * before the request is written and the stream's after the body is in, which are this process's
 * and not the shop's. By the `x-chaos-send` header each send carries.
 * @type {Map<string, { sent: number | null, done: number | null }>}
 */
const onTheWire = new Map();
/** @type {WeakMap<object, { sent: number | null, done: number | null }>} */
const byRequest = new WeakMap();
subscribe('undici:request:create', (message) => {
  const { request } = /** @type {{ request: { headers: unknown } }} */ (message);
  const headers = request.headers;
  let id = null;
  if (Array.isArray(headers)) {
    const at = headers.indexOf('x-chaos-send');
    if (at >= 0) id = String(headers[at + 1]);
  } else if (typeof headers === 'string') {
    id = /x-chaos-send: ([^\r\n]+)/i.exec(headers)?.[1] ?? null;
  }
  if (id === null) return;
  const timing = { sent: null, done: null };
  onTheWire.set(id, timing);
  byRequest.set(request, timing);
});
subscribe('undici:client:sendHeaders', (message) => {
  const timing = byRequest.get(/** @type {{ request: object }} */ (message).request);
  if (timing) timing.sent = performance.now();
});
subscribe('undici:request:trailers', (message) => {
  const timing = byRequest.get(/** @type {{ request: object }} */ (message).request);
  if (timing) timing.done = performance.now();
});
let sends = 0;

/**
 * The time on the wire of the send `id` (then forgotten), else the time since `started`.
 * @param {string} id
 * @param {number} started
 */
function wireMs(id, started) {
  const timing = onTheWire.get(id);
  onTheWire.delete(id);
  return timing?.sent != null && timing.done != null
    ? timing.done - timing.sent
    : performance.now() - started;
}

/** The add-to-cart body for one card of `sku` at $25 (the shop API's OpenAPI document). */
export function regularAdd(sku = '20001', quantity = 1) {
  return {
    skus: [{ sku, quantity, type: 'REGULAR' }],
    giftAmount: 25,
    inventoryCheck: true,
    isGCItem: true,
  };
}

/** The device-wallet (Apple Pay sandbox) express order body for `orderId`. */
export { applePayExpressOrder as walletOrder } from '../../shop-api/test/walletOrder.mjs';

/**
 * What one send saw. `body` is the parsed JSON (any: the shop's answers, read field by field by
 * each phase) or the text of a page.
 * @typedef {object} Answer
 * @property {number | 'network'} status
 * @property {number} ms
 * @property {string | null} pid
 * @property {Headers} [headers]
 * @property {any} [body]
 * @property {string} [text]
 * @property {string} [error]
 * @property {number} at
 */

/**
 * Every answer any shopper sees while a tape runs (`startTape`): what the chaos run sets beside
 * Prometheus's figures for the phase (./compare.mjs). One tape at a time: phases run in turn.
 * @type {import('./compare.mjs').Seen[] | null}
 */
let tape = null;

/** Starts recording every shopper's answers; `stop()` ends it and returns them. */
export function startTape() {
  /** @type {import('./compare.mjs').Seen[]} */
  const answers = [];
  tape = answers;
  return {
    answers,
    /** Adds an answer seen by another load generator (the soak's autocannon). */
    record: (/** @type {import('./compare.mjs').Seen} */ seen) => answers.push(seen),
    stop() {
      if (tape === answers) tape = null;
      return answers;
    },
  };
}

export class Shopper {
  /** @param {string} baseUrl */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /**
   * One send: { status (or 'network'), ms, pid, body, headers, at }. Never throws. `form`: the
   * fields of a form posted as a browser without JavaScript does (instead of a JSON `body`).
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, form?: Record<string, string>, headers?: Record<string, string>, timeoutMs?: number }} [options]
   * @returns {Promise<Answer>}
   */
  async send(method, path, { body, form, headers = {}, timeoutMs = 10_000 } = {}) {
    const started = performance.now();
    const startedAt = Date.now();
    sends += 1;
    const id = String(sends);
    /** @type {Record<string, string>} */
    const all = { 'sec-fetch-site': 'same-origin', 'x-chaos-send': id, ...headers };
    if (body !== undefined) all['content-type'] = 'application/json';
    if (form !== undefined) all['content-type'] = 'application/x-www-form-urlencoded';
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    }
    try {
      const response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: all,
        body:
          form !== undefined
            ? new URLSearchParams(form).toString()
            : body === undefined
              ? undefined
              : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const i = pair.indexOf('=');
        const name = pair.slice(0, i).trim();
        const value = pair.slice(i + 1).trim();
        if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await response.text();
      // From the request on the wire to the answer's last byte off it.
      const ms = wireMs(id, started);
      tape?.push({
        route: routeKey(method, path),
        status: response.status,
        ms,
        at: startedAt,
        pid: response.headers.get('x-worker-pid'),
      });
      let parsed = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON after all
        }
      }
      return {
        status: response.status,
        ms,
        pid: response.headers.get('x-worker-pid'),
        headers: response.headers,
        body: parsed,
        text,
        at: startedAt,
      };
    } catch (error) {
      const ms = wireMs(id, started);
      tape?.push({ route: routeKey(method, path), status: 'network', ms, at: startedAt });
      return {
        status: 'network',
        ms,
        pid: null,
        error: error instanceof Error ? error.message : String(error),
        at: startedAt,
      };
    }
  }

  /**
   * Sends until a 2xx (or a 4xx, which no retry changes), with the same Idempotency-Key each
   * time; waits `pauseMs` between attempts, gives up after `giveUpMs`. Returns every attempt.
   * @param {string} method
   * @param {string} path
   * @param {unknown} body
   * @param {{ pauseMs?: number, giveUpMs?: number }} [options]
   */
  async until2xx(method, path, body, { pauseMs = 250, giveUpMs = 30_000 } = {}) {
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    /** @type {Answer[]} */
    const attempts = [];
    const until = Date.now() + giveUpMs;
    for (;;) {
      const answer = await this.send(method, path, { body, headers });
      attempts.push(answer);
      const settled =
        typeof answer.status === 'number' && answer.status < 500 && answer.status !== 409;
      if (settled || Date.now() > until)
        return { key: headers['Idempotency-Key'], attempts, last: answer };
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}

/**
 * The page's serialised data (the server-rendered document's __PAGE_DATA__).
 * @param {string} html
 * @returns {any}
 */
export function pageData(html) {
  const match =
    /<script type="application\/json" id="__PAGE_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]).data : null;
}

/**
 * The purchase form's submission key in a served page (page/purchase/submission.ts).
 * @param {string} html
 */
export function submissionKeyIn(html) {
  return (
    /name="submissionKey"[^>]*value="([^"]+)"/.exec(html)?.[1] ??
    /value="([^"]+)"[^>]*name="submissionKey"/.exec(html)?.[1] ??
    null
  );
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A shopper without JavaScript adding one $25 card: loads the product page, posts its purchase
 * form, and reads the outcome on the page the post redirects to. A post that fails (the
 * balancer's 502 or 503, the connection lost) is posted again from the same page, with the same
 * submission key, as a shopper taps again; every attempt is kept.
 * @param {Shopper} shopper
 * @param {string} path
 * @param {{ pauseMs?: number, giveUpMs?: number }} [options]
 */
export async function formAdd(shopper, path, { pauseMs = 250, giveUpMs = 30_000 } = {}) {
  const until = Date.now() + giveUpMs;
  /** @type {Answer} */
  let page;
  do {
    page = await shopper.send('GET', path);
    if (page.status === 200) break;
    await sleep(pauseMs);
  } while (Date.now() < until);
  const key = page.status === 200 ? submissionKeyIn(page.text ?? '') : null;
  /** @type {Answer[]} */
  const attempts = [];
  /** @type {string | null} */
  let outcome = null;
  while (key && Date.now() < until) {
    const posted = await shopper.send('POST', path, {
      form: { amount: '25', quantity: '1', submissionKey: key },
    });
    attempts.push(posted);
    const location = posted.status === 303 ? (posted.headers?.get('location') ?? null) : null;
    if (location) {
      // The outcome travels in a sealed cookie, named by the location's receipt: any instance
      // shows it, and shows it again when a page cut off on its way is fetched again.
      for (;;) {
        const shown = await shopper.send('GET', location);
        if (shown.status === 200) {
          outcome = pageData(shown.text ?? '')?.posted?.result?.kind ?? null;
          break;
        }
        if (Date.now() > until) break;
        await sleep(pauseMs);
      }
      if (outcome === 'added' || outcome === null) break;
    }
    await sleep(pauseMs);
  }
  return { key, attempts, outcome, last: attempts.at(-1) ?? page };
}
