/**
 * The shop API's part of the telemetry (docs/operations.md): its request records and durations
 * (telemetry/httpTelemetry.ts) with the client's address as the shop counts it, and the business
 * counters each answer feeds (./outcomes.ts).
 */
import type { Context } from 'hono';
import { httpTelemetry, routeOf } from '../../telemetry/httpTelemetry.ts';
import type { Logger } from '../../telemetry/logger.ts';
import {
  cartAdditions,
  idempotentReplays,
  orders,
  rateLimited,
  signInRefusals,
} from '../../telemetry/metrics.ts';
import { REPLAY_HEADER } from '../middleware/idempotency.ts';
import { clientAddress } from './clientAddress.ts';
import { ApiError } from './errors.ts';
import { outcomesOf, type OutcomeCounter } from './outcomes.ts';

const COUNTERS: Record<OutcomeCounter, () => { inc(labels: Record<string, string>): void }> = {
  cartAdditions,
  orders,
  idempotentReplays,
  signInRefusals,
  rateLimited,
};

/** Health checks: logged at debug level (a balancer asks every second). */
const HEALTH = new Set(['/healthz', '/readyz']);

export function shopTelemetry(options: { logger: Logger; trustProxy: boolean }) {
  return {
    /** The pattern of the route `c`'s request matched, as a label. */
    route: (c: Context) => routeOf(c),
    requests: httpTelemetry({
      server: 'shop',
      logger: options.logger,
      clientAddress: (c) => clientAddress(c, options.trustProxy),
      quiet: (path) => HEALTH.has(path),
      onComplete(c, route, status) {
        // Only writes have outcomes (outcomesOf): a read skips the answer's headers.
        if (c.req.method !== 'POST') return;
        const error = c.error;
        const outcomes = outcomesOf({
          method: c.req.method,
          route,
          status,
          errorKey: error instanceof ApiError ? (error.body.errors[0]?.errorKey ?? null) : null,
          replayed: c.res.headers.get(REPLAY_HEADER) === 'true',
        });
        for (const { counter, labels } of outcomes) COUNTERS[counter]().inc(labels);
      },
    }),
  };
}
