// @ts-check
// Debian's Prometheus beside the cluster (docs/operations.md, "Metrics"): deploy/prometheus.yml
// with its placeholders filled in (every instance's metrics port as a target, scraped every
// second) and deploy/alerts.yml's rules, its data in the cluster's throwaway folder. `query` asks
// its HTTP API for an instant vector (`/api/v1/query`), which the chaos report reads its figures
// from.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, niced, root } from '../lib/servers.mjs';
import { fillTemplate } from './template.mjs';

export const PROMETHEUS_TEMPLATE = join(root, 'deploy/prometheus.yml');
export const ALERT_RULES = join(root, 'deploy/alerts.yml');

/**
 * deploy/prometheus.yml with its placeholders filled in.
 * @param {string} template
 * @param {{ interval: string, targets: string[] }} options
 * @returns {string}
 */
export function renderPrometheusConfig(template, { interval, targets }) {
  return fillTemplate(template, (line) =>
    line
      .replace('{{INTERVAL}}', interval)
      .replace("'{{TARGETS}}'", targets.map((t) => `'${t}'`).join(', ')),
  );
}

/** Prometheus's path (Debian's package), or null. */
export function findPrometheus() {
  for (const path of ['/usr/bin/prometheus', '/usr/local/bin/prometheus']) {
    if (existsSync(path)) return path;
  }
  const found = spawnSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' });
  return found.stdout.trim() || null;
}

/**
 * Starts Prometheus scraping `targets` ('127.0.0.1:port' each) every `interval`; resolves once it
 * is ready. Returns { url, pid, query(expr, atMs), waitForScrapes(), stop() }.
 * @param {{ bin: string, work: string, targets: string[], interval?: string, output: (line: string) => void, nice?: number }} options
 */
export async function startPrometheus({ bin, work, targets, interval = '1s', output, nice = 0 }) {
  const dir = join(work, 'prometheus');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'prometheus.yml'),
    renderPrometheusConfig(readFileSync(PROMETHEUS_TEMPLATE, 'utf8'), { interval, targets }),
  );
  copyFileSync(ALERT_RULES, join(dir, 'alerts.yml'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    ...niced(nice, bin, [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) if (line) output(`[prometheus] ${line}`);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until) throw new Error('prometheus did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /**
   * The instant vector of `expr` at `atMs` (default now): [{ metric, value: number }].
   * @param {string} expr
   * @returns {Promise<{ metric: Record<string, string>, value: number }[]>}
   */
  async function query(expr, atMs = Date.now()) {
    const params = new URLSearchParams({ query: expr, time: String(atMs / 1000) });
    const answer = await fetch(`${url}/api/v1/query?${params}`, {
      signal: AbortSignal.timeout(10_000),
    });
    /** @type {{ status: string, error?: string, data: { result: { metric: Record<string, string>, value: [number, string] }[] } }} */
    const body = await answer.json();
    if (body.status !== 'success') throw new Error(`prometheus: ${body.error ?? answer.status}`);
    return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  }

  /**
   * Resolves once every target has been scraped after `afterMs` (default now) and those scrapes'
   * samples can be queried, with the times of those scrapes: the `earliest` and the `latest` (a
   * few milliseconds on, as Prometheus may shift a scrape's timestamp by up to 2 ms to align it;
   * the next is a second on). A window from just before `earliest` holds a sample of every target
   * taken after `afterMs`; one up to `latest` holds the counts of everything done before `afterMs`.
   */
  async function waitForScrapes(afterMs = Date.now(), timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const answer = await fetch(`${url}/api/v1/targets?state=active`).then((r) => r.json());
      /** @type {ScrapeTarget[]} */
      const active = answer.data?.activeTargets ?? [];
      const scrapes = active.map((t) => (t.health === 'up' ? Date.parse(t.lastScrape) : 0));
      if (
        active.length > 0 &&
        scrapes.every((at) => at > afterMs) &&
        unseenScrapes(active, await query('timestamp(up)')).length === 0
      ) {
        return { earliest: Math.min(...scrapes) - 50, latest: Math.max(...scrapes) + 50 };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('prometheus did not scrape every target in time');
  }

  return {
    url,
    pid: child.pid,
    query,
    waitForScrapes,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startPrometheus>>} Prometheus */

/** @typedef {{ health: string, lastScrape: string, labels?: Record<string, string> }} ScrapeTarget */

/**
 * The targets whose last scrape cannot be queried yet: Prometheus shows a scrape in its targets
 * API (`lastScrape`) before it commits the scrape's samples to its database (the scrape loop
 * reports, then commits), so a query made as soon as the API shows the scrape may miss it. On a
 * quiet machine that lasts microseconds; under load, with Prometheus at a lower priority, much
 * longer. A scrape's samples and its own `up` sample are committed together, with the scrape's
 * time: the scrape is visible once `timestamp(up)` of its instance has reached that time.
 * @param {readonly ScrapeTarget[]} targets the targets API's active targets
 * @param {readonly { metric: Record<string, string>, value: number }[]} upTimes `timestamp(up)`
 * @returns {string[]} the instances not visible yet
 */
export function unseenScrapes(targets, upTimes) {
  /** @type {Map<string, number>} */
  const seen = new Map(upTimes.map((r) => [r.metric.instance ?? '', r.value * 1000]));
  return targets
    .filter((target) => {
      const instance = target.labels?.instance ?? '';
      const committed = seen.get(instance);
      // Milliseconds on both sides; a millisecond apart for the rounding of the two forms.
      return committed === undefined || committed < Date.parse(target.lastScrape) - 1;
    })
    .map((target) => target.labels?.instance ?? '?');
}

/**
 * Debian's Prometheus scraping `targets` every second, or null (with a message) where it is not
 * installed. Every second: a phase of the chaos run is tens of seconds (on a busy machine a scrape
 * may take longer than that: it is then missed, not late).
 * @param {{ work: string, targets: string[], output: (line: string) => void, log: (line: string) => void, nice?: number }} options
 * @returns {Promise<Prometheus | null>}
 */
export async function monitorInstances({ work, targets, output, log, nice = 0 }) {
  const bin = findPrometheus();
  if (!bin) {
    log('Prometheus is not installed (apt-get install prometheus): no monitoring');
    return null;
  }
  const prometheus = await startPrometheus({ bin, work, targets, interval: '1s', output, nice });
  log(`Prometheus ${prometheus.url}/ (every instance's /metrics every second)`);
  return prometheus;
}
