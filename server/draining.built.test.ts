// @vitest-environment node
/**
 * Readiness and draining on the built server as `npm start` runs it (docs/operations.md,
 * "Readiness and draining"): `/healthz` is liveness, `/readyz` readiness. From SIGTERM on,
 * `/readyz` answers 503 while the instance still serves (the balancer takes it out on that), then
 * the port closes, and a request the instance already holds is finished before the process exits
 * with 0.
 *
 * The held request is a sign-in whose body the client has only half sent when SIGTERM arrives; the
 * rest goes once the port has closed. Everything is waited for by condition, never by time.
 */
import { describe, expect, it } from 'vitest';
import { openRequest } from '../scripts/lib/rawHttp.mjs';
import { startBuiltServer } from './test/builtServer';

/** Polls `check` until it returns something (or 60 s pass). */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `/readyz`'s status and text, or 'refused' once nothing listens. */
async function readyz(origin: string): Promise<{ status: number; text: string } | 'refused'> {
  try {
    const answer = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return { status: answer.status, text: await answer.text() };
  } catch {
    return 'refused';
  }
}

// Each test starts a server of its own and stops it: both at once, as their waits are the servers'.
describe.concurrent('readiness and draining of the built server', () => {
  it('answers /readyz 503 from SIGTERM on, then closes the port, finishes the request it holds and exits 0', async () => {
    const server = await startBuiltServer({ env: { SHUTDOWN_DRAIN_MS: '20000' } });
    try {
      expect(await readyz(server.origin)).toEqual({ status: 200, text: 'ready' });
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

      const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-a-password' });
      const held = openRequest(server.origin, {
        path: '/api/identity/login',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'sec-fetch-site': 'same-origin',
        },
      });
      await held.write(body.slice(0, 10));

      process.kill(server.primaryPid, 'SIGTERM');
      const draining = await eventually('/readyz to answer 503', async () => {
        const answer = await readyz(server.origin);
        return answer !== 'refused' && answer.status === 503 ? answer : undefined;
      });
      expect(draining.text).toContain('draining');
      // Liveness is not readiness: the process still answers.
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

      // Once no request but health checks has come for a second, the port closes…
      await eventually('the port to close', async () =>
        (await readyz(server.origin)) === 'refused' ? true : undefined,
      );
      expect(held.answered).toBe(false);
      // …and the request it holds is finished, its connection closed after it.
      await held.write(body.slice(10));
      const answer = await held.response;
      expect(answer?.status).toBe(401);
      expect(answer?.headers.connection).toBe('close');
      expect(await server.exited()).toBe(0);
      expect(server.output()).toContain('draining: /readyz answers 503');
    } finally {
      await server.stop();
    }
  }, 600_000);

  it('writes out on SIGTERM the log lines it still held: the last request is in its output after exit', async () => {
    // Lines are written in batches (telemetry/logger.ts): one request's line is less than a batch,
    // so it is held until the process's exit writes it out.
    const server = await startBuiltServer({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    let requestLines: Record<string, unknown>[] = [];
    try {
      const answer = await fetch(`${server.origin}/p/cairnfield-gift-card?last=1`);
      expect(answer.status).toBe(200);
      await answer.text();
      expect(await server.stop()).toBe(0);
      requestLines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((record) => record.msg === 'request' && record.route === '/p/:slug');
    } finally {
      await server.stop();
    }
    expect(requestLines).toEqual([
      expect.objectContaining({ server: 'page', method: 'GET', status: 200 }),
    ]);
    expect(requestLines[0]!.reqId).toEqual(expect.any(String));
  }, 600_000);
});
