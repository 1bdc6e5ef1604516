// @vitest-environment node
/**
 * What a request leaves in the metrics (./httpTelemetry.ts, ./metrics.ts; docs/operations.md
 * "Metrics"): through a balancer that stamps X-Request-Start, the page server also times the
 * request from there, the wait before its event loop reached it included; a process with its
 * metrics off counts nothing.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { epochNow } from './clock';
import { httpTelemetry, parseRequestStart } from './httpTelemetry';
import { memoryLogger } from './memoryLogger';
import { registry, turnMetricsOff } from './metrics';

const NOW = Date.UTC(2026, 10, 29, 1, 0, 0);

/** The count and sum of a histogram's series for the route `/slow`. */
async function observed(name: string) {
  const metric = registry.getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  const mine = (
    values as { labels: Record<string, unknown>; value: number; metricName?: string }[]
  ).filter((v) => v.labels.route === '/slow');
  const of = (suffix: string) => mine.find((v) => v.metricName === `${name}${suffix}`)?.value ?? 0;
  return { count: of('_count'), sum: of('_sum') };
}

function app() {
  const { logger } = memoryLogger('silent');
  const server = new Hono();
  server.use(
    '*',
    httpTelemetry({
      server: 'page',
      logger,
      balancerStart: (c) => parseRequestStart(c.req.header('x-request-start'), Date.now()),
    }),
  );
  server.get('/slow', (c) => c.text('ok'));
  return server;
}

describe('a request timed from the balancer', () => {
  it('given X-Request-Start, should read HAProxy’s milliseconds (and seconds or microseconds) and refuse a clock a minute away', () => {
    expect(parseRequestStart(`t=${NOW - 250}`, NOW)).toBe(NOW - 250);
    expect(parseRequestStart(`${(NOW - 2_000) / 1000}`, NOW)).toBe(NOW - 2_000);
    expect(parseRequestStart(`t=${(NOW - 3) * 1000}`, NOW)).toBe(NOW - 3);
    expect(parseRequestStart(`t=${NOW - 120_000}`, NOW)).toBeNull();
    expect(parseRequestStart('t=soon', NOW)).toBeNull();
    expect(parseRequestStart(undefined, NOW)).toBeNull();
  });

  it('given a request the balancer took in 300 ms ago, should observe at least 300 ms from it, and its own time apart', async () => {
    const answer = await app().request('/slow', {
      headers: { 'X-Request-Start': `t=${Date.now() - 300}` },
    });
    expect(answer.status).toBe(200);
    const fromBalancer = await observed('http_request_duration_from_balancer_seconds');
    const inServer = await observed('http_request_duration_seconds');
    expect(fromBalancer.count).toBe(1);
    expect(fromBalancer.sum).toBeGreaterThanOrEqual(0.3);
    expect(inServer.count).toBe(1);
    expect(inServer.sum).toBeLessThan(0.3);
  });

  it('given HAProxy’s stamp in microseconds, should time from it to the microsecond, never short of the wait', async () => {
    // Whole milliseconds at the end (Date.now()) read up to one short: most of these would.
    const server = app();
    for (let i = 0; i < 20; i += 1) {
      const stampUs = Math.floor((epochNow() - 2.5) * 1000);
      const before = await observed('http_request_duration_from_balancer_seconds');
      await server.request('/slow', { headers: { 'X-Request-Start': `t=${stampUs}` } });
      const after = await observed('http_request_duration_from_balancer_seconds');
      expect(after.count).toBe(before.count + 1);
      expect(after.sum - before.sum).toBeGreaterThanOrEqual(0.0025);
    }
  });

  it('given no X-Request-Start, should observe the server’s own time only', async () => {
    const before = await observed('http_request_duration_from_balancer_seconds');
    await app().request('/slow');
    expect((await observed('http_request_duration_from_balancer_seconds')).count).toBe(
      before.count,
    );
  });

  it('given a request under way, should count it in flight until it is answered', async () => {
    const inFlight = async () =>
      (await registry.getSingleMetric('http_requests_in_flight')?.get())?.values.find(
        (v) => v.labels.server === 'page',
      )?.value;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = new Hono();
    server.use('*', httpTelemetry({ server: 'page', logger: memoryLogger('silent').logger }));
    server.get('/held', async (c) => {
      await held;
      return c.text('ok');
    });
    const before = (await inFlight()) ?? 0;
    const answer = server.request('/held');
    await expect.poll(inFlight).toBe(before + 1);
    release();
    expect((await answer).status).toBe(200);
    expect(await inFlight()).toBe(before);
  });

  it('given a request, should log one record of the allowlisted fields, none left empty', async () => {
    const { logger, records, text } = memoryLogger('info');
    const server = new Hono();
    server.use('*', httpTelemetry({ server: 'page', logger, clientAddress: () => '203.0.113.9' }));
    server.get('/p/:slug', (c) => c.text('ok'));
    await server.request('/p/cairnfield-gift-card?email=a%40b.example', {
      headers: { Cookie: 'session=s3cret' },
    });
    expect(records).toHaveLength(1);
    const { time, pid, hostname, durationMs, ...record } = records[0]!;
    expect([typeof time, pid, typeof hostname]).toEqual(['number', process.pid, 'string']);
    expect(durationMs).toBeGreaterThanOrEqual(0);
    expect(record).toEqual({
      level: 'info',
      msg: 'request',
      reqId: '',
      method: 'GET',
      route: '/p/:slug',
      status: 200,
      client: '203.0.113.9',
    });
    expect(text()).not.toMatch(/s3cret|a%40b|cairnfield-gift-card/);
  });

  it('given foreseen routes, should expose their success and 503 series at zero before any request', async () => {
    const server = new Hono();
    server.use(
      '*',
      httpTelemetry({
        server: 'page',
        logger: memoryLogger('silent').logger,
        balancerStart: () => null,
        foreseen: [{ method: 'POST', route: '/foreseen/*' }],
      }),
    );
    const text = await registry.metrics();
    for (const name of [
      'http_request_duration_seconds',
      'http_request_duration_from_balancer_seconds',
    ]) {
      for (const status of ['200', '503']) {
        expect(text).toContain(
          `${name}_count{server="page",method="POST",route="/foreseen/*",status_code="${status}"} 0`,
        );
      }
    }
  });

  it('given metrics turned off (no metrics port), should count nothing more', async () => {
    const before = await observed('http_request_duration_seconds');
    turnMetricsOff();
    await app().request('/slow', { headers: { 'X-Request-Start': `t=${Date.now() - 5}` } });
    expect(await observed('http_request_duration_seconds')).toEqual(before);
  });
});
