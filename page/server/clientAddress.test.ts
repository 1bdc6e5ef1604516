// @vitest-environment node
/**
 * A request's client address (./clientAddress.ts) is decided once: the shop calls' headers and
 * the request's log record both ask for it, and the second answer is the first one kept.
 */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { requestClientAddress } from './clientAddress';

describe('a request’s client address', () => {
  it('given it is asked twice, should read the request once and answer the same', async () => {
    const app = new Hono();
    app.get('/', (c) => {
      const header = vi.spyOn(c.req, 'header');
      const first = requestClientAddress(c, true);
      const second = requestClientAddress(c, true);
      return c.json({ first, second, reads: header.mock.calls.length });
    });
    const answer = await app.request('/', {
      headers: { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' },
    });
    expect(await answer.json()).toEqual({ first: '203.0.113.9', second: '203.0.113.9', reads: 1 });
  });

  it('given a proxy trusted and then not, should decide each on its own', async () => {
    const app = new Hono();
    app.get('/', (c) =>
      c.json({
        behindProxy: requestClientAddress(c, true),
        direct: requestClientAddress(c, false),
      }),
    );
    const answer = await app.request('/', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    // No socket in a test's request: without a trusted proxy there is no address.
    expect(await answer.json()).toEqual({ behindProxy: '203.0.113.9', direct: null });
  });
});
