// @vitest-environment node
/**
 * Traces across both servers, read with OpenTelemetry's in-memory exporter (docs/operations.md,
 * "Traces"): the page server with the real shop API on an HTTP server of its own (SHOP_API_ORIGIN),
 * so the context crosses a real connection as W3C `traceparent`. One product page is one trace:
 * the page's request, its render, each call to the shop, the shop's request for each and each SQL
 * statement under it; with traces off nothing is recorded and no `traceparent` is sent.
 */
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracingSdk, type TracingSdk } from '../telemetry/tracingSdk';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const exporter = new InMemorySpanExporter();
let sdk: TracingSdk;
beforeAll(() => {
  sdk = startTracingSdk({ serviceName: 'tracing-test', exporter });
});
afterAll(() => sdk.shutdown());

const page = pageServerWithRealShop({}, {}, 'separate');

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces from the page server through the shop API into SQL', () => {
  it('should make one trace of a product page: route, render, shop calls, their requests and queries', async () => {
    exporter.reset();
    const answer = await fetch(`${page.origin}/p/cairnfield-gift-card`);
    expect(answer.status).toBe(200);
    await answer.text();
    let spans: ReadableSpan[] = [];
    for (const end = Date.now() + 30_000; ;) {
      spans = exporter.getFinishedSpans();
      if (spans.some((s) => s.name === 'GET /p/:slug')) break;
      if (Date.now() > end) throw new Error('the page span never ended');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const root = spans.find((s) => s.name === 'GET /p/:slug')!;
    const trace = spans.filter((s) => s.spanContext().traceId === root.spanContext().traceId);
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    const names = trace.map((s) => s.name);
    expect(names).toContain('render product');
    const calls = trace.filter(
      (s) => parentOf(s) === root.spanContext().spanId && s.kind === SpanKind.CLIENT,
    );
    expect(calls.length).toBeGreaterThanOrEqual(1);
    // The shop's request continues the page's call, over HTTP.
    const shopRequests = trace.filter(
      (s) => s.kind === SpanKind.SERVER && byId.get(parentOf(s) ?? '')?.kind === SpanKind.CLIENT,
    );
    expect(shopRequests.length).toBeGreaterThanOrEqual(1);
    const queries = trace.filter((s) => s.attributes['db.query.text'] !== undefined);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    for (const query of queries) {
      expect(String(query.attributes['db.query.text'])).not.toMatch(/cairnfield-gift-card/);
    }
    expect(root.attributes['http.response.status_code']).toBe(200);
  });

  it('with traces off, should record nothing', async () => {
    await sdk.shutdown();
    exporter.reset();
    const answer = await fetch(`${page.origin}/p/cairnfield-gift-card`);
    expect(answer.status).toBe(200);
    await answer.text();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
