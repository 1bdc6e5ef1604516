// @ts-check
// Fault 4, the slow one: time. The capacity of the cluster through HAProxy (product pages, as
// many as 8 connections get), then a soak at half of it for the duration asked (default 10 min)
// in back-to-back windows: each window's p99 latency and errors, and the memory of every process
// (the instances, HAProxy, PostgreSQL's processes together; proportional set size) every 5 s.
// Flat means the median of the last third within 10 % (memory) / 20 % (p99) of the median of the
// first third, after a warm-up window that does not count; and not one non-2xx answer or
// connection error. The
// p99 is judged beside a floor measured in the same window (scripts/chaos/cpuProbe.mjs: a fixed
// piece of work timed in a process run as the instances are), so other jobs starting on the
// machine mid-soak do not read as the cluster slowing down; its raw drift is reported beside.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { routeKey } from './compare.mjs';
import { startCpuProbe } from './cpuProbe.mjs';
import { median } from '../bench/median.mjs';
import { drift, driftBesideFloor, formatMs, formatPercent, table, verdict } from './figures.mjs';

const PAGES = ['/p/cairnfield-gift-card', '/p/cairnfield-egift-card'];

/**
 * A process's memory as a group of processes adds up: its proportional set size (Pss in
 * /proc/<pid>/smaps_rollup: its private pages, and each page it shares divided among the processes
 * that map it), else its resident set. PostgreSQL's backends share its buffer pool: summed, their
 * RSS counts each buffer once for every backend that has touched it (and grows with each new
 * backend's first reads), where their PSS counts it once.
 * @param {number | null | undefined} pid
 */
function memoryKb(pid) {
  const sources = [
    { file: 'smaps_rollup', field: /^Pss:\s+(\d+)/m },
    { file: 'status', field: /VmRSS:\s+(\d+)/ },
  ];
  for (const { file, field } of sources) {
    try {
      const match = field.exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
      if (match) return Number(match[1]);
    } catch {
      // gone, or not readable: the next source
    }
  }
  return 0;
}

/**
 * One autocannon run; every answer also goes on `tape` (the chaos report's side by side with
 * Prometheus), its send time taken as its end less its duration.
 * @param {autocannon.Options} options
 * @param {{ record: (seen: import('./compare.mjs').Seen) => void } | undefined} tape
 * @returns {Promise<autocannon.Result>}
 */
function run(options, tape) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...options, requests: PAGES.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (!tape) return;
    // Both pages are the route `GET /p/:slug`.
    const route = routeKey('GET', PAGES[0] ?? '/p/');
    instance.on('response', (_client, status, _bytes, ms) =>
      tape.record({ route, status, ms, at: Date.now() - ms }),
    );
    instance.on('reqError', () => tape.record({ route, status: 'network', ms: 0, at: Date.now() }));
  });
}

/**
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {{ durationMs?: number, log: (line: string) => void, tape?: { record: (seen: import('./compare.mjs').Seen) => void } }} options
 */
export async function soakPhase(cluster, { durationMs = 600_000, log, tape }) {
  const connections = 8;
  log(`measuring capacity (${connections} connections, 20 s)`);
  const capacity = await run({ url: cluster.url, connections, duration: 20 }, tape);
  const capacityRps = capacity.requests.average;
  const rate = Math.max(1, Math.floor(capacityRps / 2));
  const windowSec = Math.max(10, Math.min(60, Math.round(durationMs / 1000 / 10)));
  const windows = Math.max(4, Math.round(durationMs / 1000 / windowSec));
  log(
    `capacity ${capacityRps.toFixed(1)} req/s; soak at ${rate} req/s for ${windows} windows of ${windowSec} s`,
  );

  const processes = () => [
    ...cluster.instances.map((i) => ({ name: i.name, pids: [i.pid] })),
    { name: 'haproxy', pids: [cluster.haproxy.pid] },
    { name: 'postgresql (all processes)', pids: cluster.postgres.pids() },
  ];
  /** @type {Map<string, { warmup: number[], series: number[] }>} */
  const memory = new Map();
  const sample = (/** @type {boolean} */ warm) => {
    for (const p of processes()) {
      const kb = p.pids.reduce((/** @type {number} */ sum, pid) => sum + memoryKb(pid), 0);
      const entry = memory.get(p.name) ?? { warmup: [], series: [] };
      memory.set(p.name, entry);
      entry[warm ? 'warmup' : 'series'].push(kb);
    }
  };
  let warm = true;
  sample(true);
  const sampler = setInterval(() => sample(warm), 5_000);
  /** @typedef {{ window: number, rps: number, p50: number, p99: number, non2xx: number, errors: number, load: number, floorMs: number }} Window */
  /** @type {Window[]} */
  const results = [];
  // Run as the instances are: a process that took a core from them at once would not be slowed
  // by what slows them (the load generator, HAProxy, Prometheus, PostgreSQL).
  const probe = startCpuProbe({ runAs: cluster.asInstance });
  try {
    for (let w = 0; w < windows; w += 1) {
      probe.take();
      warm = w === 0;
      const result = await run(
        {
          url: cluster.url,
          connections,
          duration: windowSec,
          overallRate: rate,
        },
        tape,
      );
      results.push({
        window: w + 1,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        // The machine's 1-minute load average: other jobs' share shows in the latencies.
        load: loadavg()[0] ?? 0,
        floorMs: median(probe.take()) ?? 0,
      });
      log(
        `window ${w + 1}/${windows}: ${result.requests.average.toFixed(1)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
      );
    }
  } finally {
    clearInterval(sampler);
    await probe.stop();
  }
  sample(false);

  const counted = results.slice(1);
  const p99Drift = driftBesideFloor(
    counted.map((r) => r.p99),
    counted.map((r) => r.floorMs),
  );
  const rawP99Drift = drift(counted.map((r) => r.p99));
  const non2xx = results.reduce((n, r) => n + r.non2xx, 0);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const memoryRows = [...memory].map(([name, { series }]) => {
    const d = drift(series);
    return {
      name,
      first: series[0] ?? 0,
      last: series.at(-1) ?? 0,
      max: Math.max(...series),
      drift: d,
    };
  });
  const memoryFlat = memoryRows.every((m) => Math.abs(m.drift) <= 0.1);
  const p99Flat = Math.abs(p99Drift) <= 0.2;
  const pass = memoryFlat && p99Flat && non2xx === 0 && errors === 0;
  const mb = (/** @type {number} */ kb) => `${(kb / 1024).toFixed(1)} MB`;
  const markdown = [
    `### 4. Soak at half the measured capacity — ${verdict(pass)}`,
    '',
    `Capacity through HAProxy: **${capacityRps.toFixed(1)} req/s** (the two product pages in turn, ${connections} connections, 20 s; p99 ${capacity.latency.p99} ms, non-2xx ${capacity.non2xx}). Soak at **${rate} req/s** for ${windows} windows of ${windowSec} s (${((windows * windowSec) / 60).toFixed(1)} min); the first window is the warm-up and does not count towards the drift.`,
    '',
    table(
      ['check', 'figure', 'bound', 'verdict'],
      [
        [
          'p99 latency drift beside the floor (last third vs first third of the windows)',
          `${formatPercent(p99Drift)} (raw ${formatPercent(rawP99Drift)})`,
          '±20 %',
          verdict(p99Flat),
        ],
        [
          'non-2xx answers / connection errors and timeouts',
          `${non2xx} / ${errors}`,
          '0 / 0',
          verdict(non2xx === 0 && errors === 0),
        ],
        ...memoryRows.map((m) => [
          `memory (PSS) ${m.name}`,
          `${mb(m.first)} → ${mb(m.last)} (max ${mb(m.max)}), drift ${formatPercent(m.drift)}`,
          '±10 %',
          verdict(Math.abs(m.drift) <= 0.1),
        ]),
      ],
    ),
    '',
    table(
      ['window', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'machine load (1 min)', 'floor'],
      results.map((r) => [
        r.window === 1 ? '1 (warm-up)' : r.window,
        r.rps.toFixed(1),
        formatMs(r.p50),
        formatMs(r.p99),
        r.non2xx,
        r.errors,
        r.load.toFixed(1),
        `${r.floorMs.toFixed(2)} ms`,
      ]),
    ),
  ].join('\n');
  return {
    figures: {
      capacityRps,
      rate,
      p99Drift,
      non2xx,
      errors,
      memory: memoryRows,
      windows: results,
      pass,
    },
    markdown,
  };
}
