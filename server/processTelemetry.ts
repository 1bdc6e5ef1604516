/**
 * One process's logs, metrics and traces (docs/operations.md), set up once by its entry (a single
 * server, a cluster's primary or one of its workers: server/main.ts, server/cluster.ts):
 *
 * - the process logger at LOG_LEVEL, JSON lines on stdout (pino-pretty under development);
 * - Node's default metrics (event-loop lag, heap, GC) on the process registry, and every other
 *   metric counted, when there is a metrics port (METRICS_PORT); none at all without one;
 * - OpenTelemetry's SDK, imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (its own chunk of
 *   the server bundle; its packages stay unloaded otherwise).
 */
import type { ServerConfig } from '../page/config';
import { readLogFormat } from '../telemetry/levels';
import { createLogger, flushLogs, type Logger } from '../telemetry/logger';
import { collectNodeMetrics, turnMetricsOff } from '../telemetry/metrics';
import type { TracingSdk } from '../telemetry/tracingSdk';

export interface ProcessTelemetry {
  logger: Logger;
  /** Exports the spans left, writes out the logs. */
  shutdown(): Promise<void>;
}

export async function startProcessTelemetry(
  config: ServerConfig,
  nodeEnv: string | undefined,
): Promise<ProcessTelemetry> {
  const { logLevel, logFormat, otlpEndpoint } = config.operations;
  const logger = createLogger({
    level: logLevel,
    format: logFormat ?? readLogFormat(undefined, nodeEnv),
  });
  // No metrics port, no metrics: nothing is counted that nobody could read (docs/operations.md).
  if (config.operations.metricsPort === null) turnMetricsOff();
  collectNodeMetrics();
  let tracing: TracingSdk | null = null;
  if (otlpEndpoint) {
    const { startTracingSdk } = await import('../telemetry/tracingSdk');
    tracing = startTracingSdk({ serviceName: 'cairnfield-shop' });
    logger.info({ endpoint: otlpEndpoint }, 'traces exported over OTLP');
  }
  return {
    logger,
    async shutdown() {
      await tracing?.shutdown().catch((error: unknown) => {
        logger.warn({ err: error }, 'the last spans could not be exported');
      });
      flushLogs();
    },
  };
}

/**
 * Logs why the process cannot start and exits 1 (the logs written out first). The message is the
 * operator's own (a configuration value, a port taken): no request has been served yet.
 */
export function failedToStart(logger: Logger, error: unknown): never {
  logger.fatal(
    { err: error },
    `could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  flushLogs();
  process.exit(1);
}
