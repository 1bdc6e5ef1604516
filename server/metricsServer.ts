/**
 * The operator's metrics endpoint (docs/operations.md, "Metrics"): `GET /metrics` in Prometheus's
 * text format on a port of its own (METRICS_PORT, on METRICS_HOST, loopback by default), never on
 * the public port: shoppers, and anything on the internet HAProxy fronts, cannot read it. The
 * Prometheus that scrapes it runs beside the instance (or reaches an internal address given as
 * METRICS_HOST); a bearer token on the public port was the other way, and would have put the
 * endpoint where every shopper's request goes, behind a secret to keep.
 *
 * A single process serves its own registry; a cluster's primary serves its own and its workers',
 * summed (telemetry/clusterMetrics.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsServer {
  port: number;
  /**
   * Resolves once /metrics has been read after `sinceMs` (at most `maxMs` later), or at once when
   * it was never read: a stopping instance's last counts reach the Prometheus that scrapes it.
   */
  scrapedAfter(sinceMs: number, maxMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  host: string;
  port: number;
  exposition(): Promise<{ text: string; contentType: string }>;
  onError(error: unknown): void;
}): Promise<MetricsServer> {
  let lastScrape: number | null = null;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    options.exposition().then(
      ({ text, contentType }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(text, () => (lastScrape = Date.now()));
      },
      (error: unknown) => {
        options.onError(error);
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    async scrapedAfter(sinceMs, maxMs) {
      const until = Date.now() + maxMs;
      while (lastScrape !== null && lastScrape <= sinceMs && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
