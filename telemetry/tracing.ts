/**
 * Traces (docs/operations.md, "Traces"): the spans the servers make, through OpenTelemetry's API.
 * Off unless the process started the SDK (./tracingSdk.ts, loaded only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, or by a test with the in-memory exporter): then every helper
 * here returns at its first line, so a server without traces makes no span, reads no header and
 * keeps no async context.
 *
 * The context crosses every way the page server reaches the shop as a W3C `traceparent` header:
 * over HTTP to SHOP_API_ORIGIN, handed in this process to the embedded shop
 * (page/server/inProcessFetch.ts) and over the cluster's channel to the primary's shop
 * (server/shopChannel.ts carries the request's headers). The shop starts its request's span from
 * that header, whichever way the request came.
 */
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { maskPersonal } from './logLine';

export { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';

let enabled = false;

/** Whether spans are made (the SDK registered a provider). */
export function tracingEnabled(): boolean {
  return enabled;
}

/** Called by ./tracingSdk.ts once its provider is registered (and with false when it stops). */
export function setTracingEnabled(on: boolean): void {
  enabled = on;
}

const tracer = () => trace.getTracer('cairnfield');

/** Marks `span` failed by `error`, with the message masked as a log line masks it. */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? `${error.name}: ${maskPersonal(error.message)}` : 'failed',
  });
  if (error instanceof Error) span.setAttribute('error.type', error.name);
}

/**
 * Runs `fn` inside a new span (a child of the active one), ended when `fn` settles and failed
 * when it throws. With traces off, `fn` runs as it is, with no span.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | null) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!enabled) return fn(null);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A server span for a request, its parent read from the request's `traceparent`, or null. */
export function startServerSpan(
  name: string,
  headers: Headers,
  attributes: Attributes,
): { span: Span; context: Context } | null {
  if (!enabled) return null;
  const parent = propagation.extract(context.active(), headers, {
    get: (carrier, key) => carrier.get(key) ?? undefined,
    keys: (carrier) => [...carrier.keys()],
  });
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Runs `fn` with `ctx` active (a request's span: its shop calls and queries become children). */
export function withContext<T>(ctx: Context, fn: () => T): T {
  return context.with(ctx, fn);
}

/** Writes the active span's `traceparent` (and `tracestate`) into `headers`. */
export function injectTraceHeaders(headers: Record<string, string> | Headers): void {
  if (!enabled) return;
  propagation.inject(context.active(), headers, {
    set: (carrier, key, value) => {
      if (carrier instanceof Headers) carrier.set(key, value);
      else carrier[key] = value;
    },
  });
}
