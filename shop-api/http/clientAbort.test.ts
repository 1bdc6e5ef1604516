import { request } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshPgliteDir, removeScratch, startServer } from '../test/helpers.ts';
import { memoryLogger } from '../../telemetry/memoryLogger.ts';
import { abortNotices, isClientAbort } from './clientAbort.ts';

afterAll(removeScratch);

/** Starts a sign-in whose body is cut short: the client hangs up after a few bytes. */
function hangUpMidBody(baseUrl: string, chunked: boolean): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/api/identity/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        ...(chunked ? {} : { 'content-length': '5000' }),
      },
    });
    req.on('error', () => undefined);
    req.write('{"email": "jordan');
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 100);
  });
}

describe('a client hanging up mid-body', () => {
  it('is noted in one line, no stack trace, however many clients do it', async () => {
    const log = memoryLogger('warn');
    const notices = log.records;
    const server = await startServer({ dataDir: freshPgliteDir(), logger: log.logger });
    try {
      for (let i = 0; i < 6; i += 1) await hangUpMidBody(server.baseUrl, i % 2 === 0);
      await vi.waitFor(() => expect(notices.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'a client hung up before its request was read',
          method: 'POST',
          route: '/api/identity/login',
        }),
      ]);
      // No error record, no stack trace.
      expect(notices.some((record) => record.level === 'error' || 'err' in record)).toBe(false);
      // The server goes on answering.
      expect((await server.client().get('/api/cart/000000')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is told from the database going away: a reset of the database socket is not the client', () => {
    const request = new Request('http://shop.test/api/cart/sku', { method: 'POST' });
    const cutShort = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const databaseReset = Object.assign(new Error('read ECONNRESET'), {
      code: 'ECONNRESET',
      syscall: 'read',
    });
    expect(isClientAbort(cutShort, request)).toBe(true);
    expect(isClientAbort(databaseReset, request)).toBe(false);
    const gone = new AbortController();
    gone.abort();
    expect(isClientAbort(databaseReset, new Request(request, { signal: gone.signal }))).toBe(true);
  });

  it('logs at most one record per interval, counting the others', () => {
    let clock = 0;
    const log = memoryLogger('warn');
    const notices = abortNotices({ logger: log.logger, intervalMs: 1000, now: () => clock });
    notices.note('POST', '/a');
    notices.note('POST', '/b');
    notices.note('POST', '/c');
    clock = 1000;
    notices.note('POST', '/d');
    expect(
      log.records.map(({ msg, method, route, more }) => ({ msg, method, route, more })),
    ).toEqual([
      {
        msg: 'a client hung up before its request was read',
        method: 'POST',
        route: '/a',
        more: undefined,
      },
      { msg: 'a client hung up before its request was read', method: 'POST', route: '/d', more: 2 },
    ]);
  });
});
