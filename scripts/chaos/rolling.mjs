// @ts-check
// Phase 5: a rolling deploy under load (docs/operations.md, "Deploying"). Every instance in turn
// gets SIGTERM, as a deploy stops the old version; it answers /readyz 503 at once, HAProxy's
// health checks take it out, it finishes what it holds and exits; the supervisor starts it again
// and it comes back once ready; then the next. Meanwhile shoppers load the product page and add
// to cart, each request sent once, never retried: a deploy must cost them nothing. PostgreSQL
// must then hold every acknowledged add exactly once.
import pg from 'pg';
import { countBy, exactlyOnce, formatCounts, formatMs, table, verdict } from './figures.mjs';
import { regularAdd, Shopper } from './shopper.mjs';

const PAGE = '/p/cairnfield-gift-card';
/** @param {import('./shopper.mjs').Answer} answer */
const ok = (answer) => typeof answer.status === 'number' && answer.status < 400;

/**
 * Polls HAProxy's view of `name` until it is `state` (UP, or DOWN…); the time it took or null.
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {string} name
 * @param {string} state
 * @returns {Promise<number | null>}
 */
async function untilState(cluster, name, state, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    /** @type {Record<string, string | undefined>} */
    const states = await cluster.haproxy.serverStates().catch(() => ({}));
    if ((states[name] ?? '').startsWith(state)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {{ shoppers?: number, settleMs?: number, log: (line: string) => void }} options
 */
export async function rollingPhase(cluster, { shoppers = 12, settleMs = 3_000, log }) {
  const people = Array.from({ length: shoppers }, () => new Shopper(cluster.url));
  /** @type {import('./shopper.mjs').Answer[]} */
  const answers = [];
  /** @type {Record<string, number>} */
  const acknowledged = {};
  let running = true;
  const startedAt = Date.now();
  const loops = people.map(async (first, index) => {
    let shopper = first;
    let addsInCart = 0;
    let n = index;
    while (running) {
      n += 1;
      // A cart holds a limited number of cards (spec 9): a new shopper every 20 adds.
      if (addsInCart >= 20) {
        shopper = new Shopper(cluster.url);
        addsInCart = 0;
      }
      if (n % 2 === 0) {
        answers.push(await shopper.send('GET', PAGE));
      } else {
        const add = await shopper.send('POST', '/api/cart/sku', {
          body: regularAdd(),
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        answers.push(add);
        addsInCart += 1;
        const orderId = add.body?.addToCart?.orderId;
        if (ok(add) && orderId) acknowledged[orderId] = (acknowledged[orderId] ?? 0) + 1;
      }
    }
  });

  /**
   * One instance's turn: how long HAProxy took to see it DOWN and UP (null: not in time), its exit.
   * @type {{ name: string, oldPid: number | null, downAfterMs: number | null, exitedAfterMs: number, exit: NodeJS.Signals | number | null, readyAfterMs: number, upAfterMs: number | null, newPid: number | null }[]}
   */
  const steps = [];
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  for (const instance of cluster.instances) {
    const oldPid = instance.pid;
    log(`rolling deploy: SIGTERM to ${instance.name} (pid ${instance.pid})`);
    const signalledAt = Date.now();
    const exited = instance.kill('SIGTERM');
    // null only for an instance that was never started (a TypeError here before the types said so).
    if (!exited) throw new Error(`rolling deploy: ${instance.name} is not running`);
    const downAfterMs = await untilState(cluster, instance.name, 'DOWN');
    const { code, signal } = await exited;
    const exitedAfterMs = Date.now() - signalledAt;
    const exit = signal ?? code;
    const restarting = Date.now();
    await instance.restart();
    const readyAfterMs = Date.now() - restarting;
    const upAfterMs = await untilState(cluster, instance.name, 'UP');
    const step = {
      name: instance.name,
      oldPid,
      downAfterMs,
      exitedAfterMs,
      exit,
      readyAfterMs,
      upAfterMs,
      newPid: instance.pid,
    };
    steps.push(step);
    log(
      `rolling deploy: ${instance.name} exited ${step.exit} after ${formatMs(step.exitedAfterMs)}, back UP as pid ${step.newPid}`,
    );
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
  running = false;
  await Promise.all(loops);
  const endedAt = Date.now();

  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  /** @type {Record<string, number>} */
  let stored = {};
  try {
    /** @type {import('pg').QueryResult<{ id: string, quantity: number }>} */
    const items = await client.query(
      'SELECT order_id::text AS id, SUM(quantity)::int AS quantity FROM order_items WHERE order_id::text = ANY($1) GROUP BY order_id',
      [Object.keys(acknowledged)],
    );
    stored = Object.fromEntries(items.rows.map((r) => [r.id, r.quantity]));
  } finally {
    await client.end();
  }
  const { lost, twice } = exactlyOnce({ acknowledged, stored });

  const seconds = Math.max(1, Math.round((endedAt - startedAt) / 1000));
  const failed = answers.filter((a) => !ok(a));
  const everyExitClean = steps.every((s) => s.exit === 0 && s.upAfterMs !== null);
  const pass = failed.length === 0 && lost.length === 0 && twice.length === 0 && everyExitClean;
  const figures = { steps, failed: failed.length, lost, twice, pass };

  const markdown = [
    `### 5. A rolling deploy under load — ${verdict(pass)}`,
    '',
    `${shoppers} shoppers through HAProxy for ${seconds} s, each in turn loading the product page (${PAGE}) and adding one card (POST /api/cart/sku with an Idempotency-Key), every request sent once and never retried. Every instance in turn: SIGTERM, out of HAProxy on its failing /readyz, its requests finished, exit; started again, back once ready; then the next.`,
    '',
    table(
      ['instance', 'exit', 'HAProxy DOWN after', 'exited after', 'ready again after', 'UP after'],
      steps.map((s) => [
        `${s.name} (pid ${s.oldPid} → ${s.newPid})`,
        s.exit,
        formatMs(s.downAfterMs ?? Number.NaN),
        formatMs(s.exitedAfterMs),
        formatMs(s.readyAfterMs),
        formatMs(s.upAfterMs ?? Number.NaN),
      ]),
    ),
    '',
    table(
      ['figure', 'value'],
      [
        [
          'requests sent / failed or reset (as the shoppers saw them)',
          `${answers.length} / ${failed.length}`,
        ],
        ['every answer, by status', formatCounts(countBy(answers.map((a) => a.status)))],
        ['adds acknowledged', Object.values(acknowledged).reduce((a, b) => a + b, 0)],
        ['acknowledged adds missing in PostgreSQL (lost)', lost.length],
        ['orders holding more cards than acknowledged (applied twice)', twice.length],
      ],
    ),
  ].join('\n');
  return { figures, markdown };
}
