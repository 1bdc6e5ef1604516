import { request } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshPgliteDir, removeScratch, startServer } from '../test/helpers.ts';
import { abortNotices } from './clientAbort.ts';

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
    const notices: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer({
      dataDir: freshPgliteDir(),
      logNotice: (line) => notices.push(line),
    });
    try {
      for (let i = 0; i < 6; i += 1) await hangUpMidBody(server.baseUrl, i % 2 === 0);
      await vi.waitFor(() => expect(notices.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices).toEqual([
        '[shop-api] a client hung up before its request was read: POST /api/identity/login',
      ]);
      expect(errors).not.toHaveBeenCalled();
      // The server goes on answering.
      expect((await server.client().get('/api/cart/000000')).status).toBe(200);
    } finally {
      errors.mockRestore();
      await server.close();
    }
  });

  it('logs at most one line per interval, counting the others', () => {
    let clock = 0;
    const lines: string[] = [];
    const notices = abortNotices({
      log: (line) => lines.push(line),
      intervalMs: 1000,
      now: () => clock,
    });
    notices.note('POST', '/a');
    notices.note('POST', '/b');
    notices.note('POST', '/c');
    clock = 1000;
    notices.note('POST', '/d');
    expect(lines).toEqual([
      '[shop-api] a client hung up before its request was read: POST /a',
      '[shop-api] a client hung up before its request was read: POST /d (and 2 more since the last such line)',
    ]);
  });
});
