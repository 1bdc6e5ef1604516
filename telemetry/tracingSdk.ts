/**
 * OpenTelemetry's Node SDK, started only when traces are on (server/main.ts and shop-api/main.ts
 * import this module lazily, when OTEL_EXPORTER_OTLP_ENDPOINT is set; tests import it with the
 * SDK's in-memory exporter). Its packages are external to the server bundle and this file is a
 * chunk of its own, so a server without traces never loads them.
 *
 * The provider keeps the context in AsyncLocalStorage and propagates it as W3C Trace Context
 * (`traceparent`); spans go to OTLP over HTTP in batches (the exporter reads
 * OTEL_EXPORTER_OTLP_ENDPOINT and the other standard OTEL_* variables itself).
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { setTracingEnabled } from './tracing';

export interface TracingSdk {
  /** Exports what is left and turns spans off. */
  shutdown(): Promise<void>;
}

export interface TracingSdkOptions {
  /** OTEL_SERVICE_NAME wins when set. */
  serviceName: string;
  /** Where spans go. @default OTLP over HTTP, batched */
  exporter?: SpanExporter;
}

export function startTracingSdk(options: TracingSdkOptions): TracingSdk {
  const exporter = options.exporter ?? new OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || options.serviceName,
    }),
    // A test's exporter gets each span as it ends; OTLP gets them in batches.
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  provider.register();
  setTracingEnabled(true);
  return {
    async shutdown() {
      setTracingEnabled(false);
      await provider.shutdown();
      // Unregistered, so that a later start in this process (a test file's next suite) registers.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
