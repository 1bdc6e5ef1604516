// @vitest-environment node
/**
 * What an operator sees of the built server as `npm start` runs it (a cluster primary with the
 * shop API, two page server processes): its JSON log lines, its metrics and its traces
 * (docs/operations.md). The spans go over real OTLP/HTTP (JSON) to a receiver this file runs, as
 * they would to a collector; the logs are the server's own stdout.
 *
 * - a request is followed by its id from the page server's record to the shop API's, and by its
 *   trace id from both records to the spans: the route, the render, each shop call, each query;
 * - a cookie, a password, an e-mail address or a session sent with the requests appears in no log
 *   line and no span;
 * - /metrics answers on the metrics port only, with the cluster's processes summed; the public
 *   port answers it 404. (The database pool's gauges are PostgreSQL's: the cluster's, not this
 *   server's PGlite.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from './test/builtServer';

const TEST_TIMEOUT_MS = 120_000;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

/** An OTLP/HTTP receiver (JSON encoding, the exporter's): every span it is sent. */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      if (request.url === '/v1/traces') {
        const parsed = JSON.parse(body) as {
          resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
        };
        for (const resource of parsed.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns something (the servers log and export asynchronously). */
async function eventually<T>(what: string, check: () => T | undefined | Promise<T | undefined>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type LogRecord = Record<string, unknown>;

function records(output: string): LogRecord[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogRecord);
}

const SECRETS = {
  sessionCookie: 'sessionvalue-7f3a9c41d2',
  email: 'leaky.shopper@example.org',
  password: 'Hunter2-correct-horse',
  token: 'Bearer tok-5b6c7d8e9f',
};

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let server: BuiltServer;

beforeAll(async () => {
  receiver = await otlpReceiver();
  server = await startBuiltServer({
    env: {
      LOG_LEVEL: 'info',
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
      // Each batch of spans goes at once, not every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
}, 60_000);

/** The metrics port the primary announced. */
function metricsOrigin(): string {
  const announced = records(server.output()).find(
    (r) => r.msg === 'metrics on /metrics (every process)',
  );
  if (!announced) throw new Error(`no metrics port announced:\n${server.output()}`);
  return `http://127.0.0.1:${String(announced.port)}`;
}

describe('the built server as its operator sees it', () => {
  it(
    "follows a request by its id through the page server's and the shop API's records to its trace",
    async () => {
      const id = 'ops-test-product-page-1';
      const answer = await fetch(`${server.origin}/p/cairnfield-gift-card`, {
        headers: {
          'X-Correlation-Id': id,
          cookie: `session=${SECRETS.sessionCookie}; email=${SECRETS.email}`,
          authorization: SECRETS.token,
        },
      });
      expect(answer.status).toBe(200);
      await answer.text();

      const [page, shop] = await eventually('both servers to log the request', () => {
        const mine = records(server.output()).filter((r) => r.reqId === id && r.msg === 'request');
        const pageRecord = mine.find((r) => r.server === 'page');
        const shopRecord = mine.find(
          (r) => r.server === 'shop' && String(r.route).startsWith('/api/'),
        );
        return pageRecord && shopRecord ? [pageRecord, shopRecord] : undefined;
      });
      expect(page).toMatchObject({
        level: 'info',
        method: 'GET',
        route: '/p/:slug',
        status: 200,
        reqId: id,
      });
      expect(page.durationMs).toEqual(expect.any(Number));
      expect(page.bytes).toBeGreaterThan(1000);
      expect(page.pid).toEqual(expect.any(Number));
      expect(shop).toMatchObject({ level: 'info', method: 'GET', status: 200, reqId: id });
      // The worker served the page; the primary, which owns the shop, served the shop's call.
      expect(page.pid).not.toBe(shop.pid);

      // One trace: the page's record and the shop's carry its id, and the spans are there.
      expect(page.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(shop.traceId).toBe(page.traceId);
      const traceId = page.traceId as string;
      const spans = await eventually('the spans of the trace', () => {
        const mine = receiver.spans.filter((s) => s.traceId === traceId);
        const names = mine.map((s) => s.name);
        return names.includes('GET /p/:slug') &&
          names.some((n) => n.startsWith('render ')) &&
          names.some((n) => /^(SELECT|INSERT|UPDATE|DELETE|WITH)$/.test(n)) &&
          mine.filter((s) => s.kind === 2).length >= 2
          ? mine
          : undefined;
      });
      const byId = new Map(spans.map((s) => [s.spanId, s]));
      const root = spans.find((s) => s.name === 'GET /p/:slug')!;
      expect(root.parentSpanId || undefined).toBeUndefined();
      // Each SQL span descends from a shop call the page made (client span, kind 3).
      const query = spans.find((s) => /^(SELECT|WITH)$/.test(s.name))!;
      const ancestry: string[] = [];
      for (let s: OtlpSpan | undefined = query; s; s = byId.get(s.parentSpanId ?? '')) {
        ancestry.push(`${s.kind}:${s.name}`);
      }
      // query < the shop's request < the page's call to the shop < … < the page's request
      expect(ancestry.join(' < ')).toMatch(
        /^3:[A-Z]+ < 2:GET \/(api|data)\/\S+ < 3:GET \/(api|data)\/\S+ < (.+ < )?2:GET \/p\/:slug$/,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'writes no cookie, password, e-mail address or token into a log line or a span',
    async () => {
      const id = 'ops-test-sign-in-1';
      const form = new URLSearchParams({ email: SECRETS.email, password: SECRETS.password });
      const answer = await fetch(`${server.origin}/shop/LogonForm?email=${SECRETS.email}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'X-Correlation-Id': id,
          cookie: `session=${SECRETS.sessionCookie}`,
          authorization: SECRETS.token,
        },
        body: form.toString(),
      });
      // Unknown account: the shop refuses it, the page says so.
      expect(answer.status).toBe(401);
      await answer.text();
      // The same secrets straight to the shop's API, through the page server's proxy.
      const api = await fetch(`${server.origin}/api/identity/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          'X-Correlation-Id': 'ops-test-sign-in-2',
          cookie: `session=${SECRETS.sessionCookie}`,
        },
        body: JSON.stringify({ email: SECRETS.email, password: SECRETS.password }),
      });
      expect(api.status).toBe(401);
      await api.text();

      await eventually('the sign-ins to be logged and traced', () => {
        const logged = records(server.output()).filter(
          (r) =>
            (r.reqId === id || r.reqId === 'ops-test-sign-in-2') &&
            r.server === 'shop' &&
            r.msg === 'request',
        );
        const traced = receiver.spans.some((s) => s.name === 'POST /api/identity/login');
        return logged.length === 2 && traced ? true : undefined;
      });
      const everything = `${server.output()}\n${receiver.bodies.join('\n')}`;
      for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
      expect(everything).not.toContain('leaky.shopper');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'serves /metrics on the metrics port only, the processes summed',
    async () => {
      const refused = await fetch(`${server.origin}/metrics`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('http_request_duration_seconds');

      // Two pages: whichever worker serves each, the sum counts both.
      for (const n of [1, 2]) {
        const page = await fetch(`${server.origin}/p/cairnfield-gift-card`, {
          headers: { 'X-Correlation-Id': `ops-test-metrics-${n}` },
        });
        expect(page.status).toBe(200);
        await page.text();
      }
      const text = await eventually('the metrics', async () => {
        const answer = await fetch(`${metricsOrigin()}/metrics`);
        expect(answer.headers.get('content-type')).toContain('text/plain');
        const body = await answer.text();
        const count =
          /^http_request_duration_seconds_count\{server="page",method="GET",route="\/p\/:slug",status_code="200"\} (\d+)$/m.exec(
            body,
          );
        return count && Number(count[1]) >= 3 ? body : undefined;
      });
      for (const name of [
        'http_request_duration_seconds_bucket{le="0.001",server="page"',
        'http_request_duration_seconds_count{server="shop",method="GET"',
        'ssr_render_duration_seconds_count{page="product"}',
        'shop_api_call_duration_seconds_count{method="GET",endpoint="/api/',
        'page_cache_lookups_total{cache="render",result="miss"}',
        'shop_sign_in_refusals_total{reason=',
        'shop_database_up 1',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
        'nodejs_gc_duration_seconds_count',
      ]) {
        expect(text).toContain(name);
      }
      // A page never becomes a label of its own: routes are patterns.
      expect(text).not.toContain('cairnfield-gift-card');
    },
    TEST_TIMEOUT_MS,
  );
});
