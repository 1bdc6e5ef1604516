/**
 * The balancer's limits on slow and greedy clients, from deploy/haproxy.cfg as `npm run cluster`
 * renders it, with Debian's HAProxy in front of a plain Node server: one address may hold at most
 * the configured number of connections at once, and a request whose body comes a byte at a time
 * is cut off with 408 (`timeout http-request`, which covers the body as the frontend buffers it).
 * The template's time-out is checked as written (at most 30 s); the run uses 2 s so the test waits
 * seconds. Then what an operator relies on: each request's id (the client's X-Correlation-Id, or
 * one HAProxy makes) goes to the instance and into HAProxy's log line, and an instance whose
 * /readyz answers 503 (draining) is sent nothing until it answers 200 again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequest, trickle, type RawRequest } from '../lib/rawHttp.mjs';
import { freePort } from '../lib/servers.mjs';
import { ensureHaproxy, HAPROXY_TEMPLATE, renderHaproxyConfig } from './cluster.mjs';

const template = readFileSync(HAPROXY_TEMPLATE, 'utf8');
const cap = Number(/sc0_conn_cur gt (\d+)/.exec(template)?.[1]);
const requestTimeout = /^\s*timeout http-request (\d+)s$/m.exec(template)?.[1];

let backend: Server;
let haproxy: ChildProcess;
let origin = '';
let work = '';
let output = '';
/** What the backend's /readyz answers (an instance draining answers 503). */
let ready = true;
/** The X-Correlation-Id of each request the backend got, by path. */
const idsSeen = new Map<string, string | undefined>();
const startsSeen = new Map<string, string | undefined>();

beforeAll(async () => {
  backend = createServer((req, res) => {
    req.resume();
    if (req.url === '/readyz') {
      res.statusCode = ready ? 200 : 503;
    } else if (req.url) {
      idsSeen.set(req.url, req.headers['x-correlation-id'] as string | undefined);
      startsSeen.set(req.url, req.headers['x-request-start'] as string | undefined);
    }
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  work = mkdtempSync(join(tmpdir(), 'haproxy-test-'));
  const config = renderHaproxyConfig(template, {
    listen: `127.0.0.1:${port}`,
    stats: `127.0.0.1:${await freePort()}`,
    servers: [{ name: 'app1', address: `127.0.0.1:${(backend.address() as AddressInfo).port}` }],
  }).replace(/^(\s*timeout http-request) \d+s$/m, '$1 2s');
  writeFileSync(join(work, 'haproxy.cfg'), config);
  haproxy = spawn(ensureHaproxy(), ['-db', '-f', join(work, 'haproxy.cfg')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  haproxy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Up once a request goes through to the backend.
  for (const end = Date.now() + 60_000; ;) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    // A connection of its own, closed after (it would count against the cap).
    const probe = openRequest(origin, { method: 'GET', path: '/healthz' });
    const ok = (await probe.response)?.status === 200;
    probe.destroy();
    if (ok) break;
    if (Date.now() > end) throw new Error(`haproxy did not pass a request:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  if (haproxy && haproxy.exitCode === null) {
    haproxy.kill('SIGTERM');
    await new Promise((resolve) => haproxy.once('exit', resolve));
  }
  backend?.close();
  backend?.closeAllConnections();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('deploy/haproxy.cfg', () => {
  it('should give a client at most 30 s to send a request, and cap the connections per address', () => {
    expect(Number(requestTimeout)).toBeGreaterThan(0);
    expect(Number(requestTimeout)).toBeLessThanOrEqual(30);
    expect(template).toMatch(/^\s*option http-buffer-request$/m); // the time-out covers the body
    expect(cap).toBeGreaterThanOrEqual(20);
  });

  it('given more connections from one address than the cap, should refuse the extra ones and take a new one once others close', async () => {
    const extra = 5;
    const requests: RawRequest[] = Array.from({ length: cap + extra }, () =>
      openRequest(origin, { method: 'GET', path: '/' }),
    );
    const answers = await Promise.all(requests.map((r) => r.response));
    try {
      // At most the cap answered (fewer if HAProxy still counted a connection closed just
      // before), every other closed unanswered.
      expect(answers.filter((a) => a?.status === 200).length).toBeLessThanOrEqual(cap);
      expect(answers.filter((a) => a === null).length).toBeGreaterThanOrEqual(extra);
      expect(answers.every((a) => a === null || a.status === 200)).toBe(true);
    } finally {
      for (const r of requests) r.destroy();
    }
    // Closed on this side: HAProxy notices, and the address has room again.
    for (const end = Date.now() + 30_000; ;) {
      const again = openRequest(origin, { method: 'GET', path: '/' });
      const answer = await again.response;
      again.destroy();
      if (answer?.status === 200) break;
      if (Date.now() > end) throw new Error('no connection was taken again');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  it('given a body sent a byte at a time, should cut the request off with 408', async () => {
    const request = openRequest(origin, {
      path: '/',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    // 1000 bytes at one every 50 ms would take 50 s.
    const sent = await trickle(request, { bytes: 1000, everyMs: 50 });
    const answer = await request.response;
    request.destroy();
    expect(answer?.status).toBe(408);
    expect(sent).toBeLessThan(1000);
  }, 60_000);

  it("should send each request's id to the instance and write it in its log line", async () => {
    const own = await fetch(`${origin}/with-id`, {
      headers: { 'X-Correlation-Id': 'client-id-42' },
    });
    expect(own.status).toBe(200);
    const made = await fetch(`${origin}/without-id`);
    expect(made.status).toBe(200);
    expect(idsSeen.get('/with-id')).toBe('client-id-42');
    const id = idsSeen.get('/without-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const end = Date.now() + 30_000; ;) {
      if (output.includes('{client-id-42}') && output.includes(`{${id}}`)) break;
      if (Date.now() > end) throw new Error(`the ids are not in HAProxy's log:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toMatch(/ \{client-id-42\} "GET \/with-id HTTP\/1\.1"/);
  }, 60_000);

  it('should stamp each request with the time it took it in (X-Request-Start, µs), over any the client sent', async () => {
    const before = Date.now();
    const answer = await fetch(`${origin}/stamped`, { headers: { 'X-Request-Start': 't=1' } });
    expect(answer.status).toBe(200);
    const stamp = /^t=(\d{16})$/.exec(startsSeen.get('/stamped') ?? '')?.[1];
    expect(Number(stamp) / 1000).toBeGreaterThanOrEqual(before - 5);
    expect(Number(stamp) / 1000).toBeLessThanOrEqual(Date.now());
  });

  it('given an instance whose /readyz answers 503, should stop sending to it until it is ready again', async () => {
    const status = async () => (await fetch(`${origin}/probe`)).status;
    ready = false;
    try {
      // Its only instance out: HAProxy answers 503 itself.
      for (const end = Date.now() + 30_000; (await status()) !== 503;) {
        if (Date.now() > end) throw new Error('HAProxy kept sending to the draining instance');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      ready = true;
    }
    for (const end = Date.now() + 30_000; (await status()) !== 200;) {
      if (Date.now() > end) throw new Error('HAProxy did not take the instance back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
});
