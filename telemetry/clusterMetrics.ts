/**
 * A Node cluster's metrics as one instance's (npm start runs one page server per core): each
 * worker answers its primary's request for its registry, and the primary sums them with its own
 * (prom-client's AggregatorRegistry: counters and histograms add up, each gauge by its own
 * aggregator). The message protocol is prom-client's; the primary gathers itself because
 * AggregatorRegistry's own `clusterMetrics()` leaves the primary's registry out, and the primary
 * holds the shop's metrics (the embedded shop API runs there: server/cluster.ts).
 */
import cluster from 'node:cluster';
import client from 'prom-client';

const REQUEST = 'prom-client:getMetricsReq';
const RESPONSE = 'prom-client:getMetricsRes';

/** In a worker: answer the primary's requests with this process's registry. */
export function answerClusterMetrics(): void {
  // Constructing one adds prom-client's worker listener (once per process).
  new client.AggregatorRegistry();
}

interface MetricsResponse {
  type: typeof RESPONSE;
  requestId: number;
  metrics?: client.MetricObjectWithValues<client.MetricValue<string>>[][];
  error?: string;
}

let nextRequest = 0;

/**
 * In the primary: its registry and every connected worker's, summed, as exposition text. A worker
 * that does not answer within `timeoutMs` (dying, or starting) is left out of this scrape.
 */
export async function clusterExposition(
  timeoutMs = 2_000,
): Promise<{ text: string; contentType: string }> {
  const requestId = nextRequest;
  nextRequest += 1;
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is NonNullable<typeof worker> => worker?.isConnected() === true,
  );
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<MetricsResponse['metrics']>((resolve) => {
          const done = (metrics: MetricsResponse['metrics']) => {
            clearTimeout(timer);
            worker.off('message', listen);
            resolve(metrics);
          };
          const listen = (message: MetricsResponse) => {
            if (message?.type === RESPONSE && message.requestId === requestId) {
              done(message.metrics ?? []);
            }
          };
          const timer = setTimeout(() => done([]), timeoutMs);
          worker.on('message', listen);
          worker.send({ type: REQUEST, requestId });
        }),
    ),
  );
  const own = await client.register.getMetricsAsJSON();
  const merged = client.AggregatorRegistry.aggregate([own, ...answers.flatMap((a) => a ?? [])]);
  return { text: await merged.metrics(), contentType: merged.contentType };
}
