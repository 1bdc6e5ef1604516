// @vitest-environment node
/**
 * `npm start` on every core: the built server started with WEB_CONCURRENCY=2 on a random port, as
 * a shopper's requests see it. Each request goes on a new connection (the cluster hands out
 * connections, not requests, in turn), and DEBUG_WORKER_PID=1 makes every answer name its worker.
 *
 * The server bundle is the one the built server's other test files run (./test/builtServer.ts:
 * built from the current sources once, whether or not `npm run build` ran). Generous timeouts and
 * polling, never fixed sleeps: the machine may be busy.
 */
import { request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from './test/builtServer';

const STANDARD = '/p/cairnfield-gift-card';

interface Answer {
  status: number;
  pid: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: BuiltServer;
let origin = '';
let workerPids: string[] = [];

/** One request on a connection of its own. */
function send(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${pathname}`,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            pid: String(res.headers['x-worker-pid'] ?? ''),
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${pathname} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Sends until a worker other than `not` answers (round-robin makes it the next one). */
async function sendElsewhere(
  not: string,
  pathname: string,
  options: Parameters<typeof send>[1] = {},
): Promise<Answer> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await send(pathname, options);
    if (answer.pid !== not) return answer;
  }
  throw new Error(`every answer came from worker ${not}`);
}

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>) {
  // Generous: PGlite and two workers start in seconds on a quiet machine, far slower beside a
  // busy test run.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const cookiesOf = (answer: Answer) =>
  ((answer.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');

beforeAll(async () => {
  server = await startBuiltServer({ env: { DEBUG_WORKER_PID: '1' } });
  origin = server.origin;
  workerPids = server.workerPids.map(String);
}, 600_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

describe('npm start with WEB_CONCURRENCY=2', () => {
  it('should serve the product page from both workers, neither of them the primary', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10 && seen.size < 2; i += 1) {
      const answer = await send(STANDARD);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Cairnfield Gift Card</h1>');
      seen.add(answer.pid);
    }
    expect([...seen].sort()).toEqual([...workerPids].sort());
    expect(seen.has(String(server.primaryPid))).toBe(false);
  });

  it('given an add to cart through one worker, should show it through another (one shop database, one flash key)', async () => {
    // The purchase form without JavaScript (post/redirect/get): the outcome is sealed in a cookie.
    const added = await send(STANDARD, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ sku: '20001', amount: '50', quantity: '2' }).toString(),
    });
    expect(added.status).toBe(303);
    const cookie = cookiesOf(added);
    expect(cookie).toMatch(/WC_CART_ID=/);

    // The page the post redirects to (its receipt names the outcome), from the other worker.
    const location = String(added.headers.location ?? '');
    expect(location).toMatch(/^\/p\/cairnfield-gift-card\?posted=/);
    const shown = await sendElsewhere(added.pid, location, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('Cairnfield Gift Card has been added to your cart.');

    const cart = await sendElsewhere(added.pid, '/api/cart/000000', { headers: { cookie } });
    expect(cart.status).toBe(200);
    const body = JSON.parse(cart.body) as { cart: { totalCartQuantity: number } };
    expect(body.cart.totalCartQuantity).toBe(2);
  });

  it('should let the page’s own origin post to the shop as when it was embedded', async () => {
    // A browser without Sec-Fetch-Site sends Origin: the shop accepts its listening address,
    // which through the cluster's channel is still the page's, not the channel's.
    const guest = await send('/api/identity/guest', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(guest.status).toBe(200);
    const elsewhere = await send('/api/identity/guest', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:1', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(elsewhere.status).toBe(403);
  });

  it('given a worker killed with SIGKILL, should keep serving and start a new worker', async () => {
    const [victim = '', survivor = ''] = workerPids;
    process.kill(Number(victim), 'SIGKILL');
    await until('the death to be logged', () =>
      server.output().includes(`worker ${victim} died (killed by SIGKILL); starting a new one`)
        ? true
        : undefined,
    );
    const replacement = await until('a new worker to answer', async () => {
      const answer = await send(STANDARD);
      expect(answer.status).toBe(200);
      expect(answer.pid).not.toBe(victim);
      return answer.pid !== survivor ? answer.pid : undefined;
    });
    expect(workerPids).not.toContain(replacement);
    workerPids = [survivor, replacement];
  }, 120_000);

  it('given SIGTERM, should stop every worker, then close the database', async () => {
    process.kill(server.primaryPid, 'SIGTERM');
    expect(await server.exited()).toBe(0);
    for (const pid of workerPids) {
      expect(() => process.kill(Number(pid), 0)).toThrow(/ESRCH/);
    }
    expect(server.output()).toContain('SIGTERM: stopping 2 workers');
    // The data folder opens again: nothing holds it.
    const db = new PGlite(server.dataDir);
    const { rows } = await db.query<{ one: number }>('select 1 as one');
    expect(rows[0]?.one).toBe(1);
    await db.close();
  }, 60_000);
});
