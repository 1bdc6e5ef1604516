// @ts-check
// The cluster of `npm run cluster` and `npm run chaos`: Debian's PostgreSQL on a throwaway folder,
// N instances of the production server (`node dist/server/main.js`, NODE_ENV=production, one
// process each, the shop API embedded and on that PostgreSQL, /metrics on a loopback port of its
// own), Debian's HAProxy in front with health checks on /readyz, from deploy/haproxy.cfg, and
// Debian's Prometheus scraping every instance with deploy/alerts.yml's rules, from
// deploy/prometheus.yml (skipped with a message where Prometheus is not installed).
// docs/operations.md says how the same files map to a real deployment.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, root, scheduled, serverEntry } from '../lib/servers.mjs';
import { startPostgres } from './postgres.mjs';
import { monitorInstances } from './prometheus.mjs';
import { fillTemplate } from './template.mjs';

export const HAPROXY_TEMPLATE = join(root, 'deploy/haproxy.cfg');
const REAPER = join(dirname(fileURLToPath(import.meta.url)), 'reaper.mjs');

/** @typedef {(line: string) => void} Output */
/** @typedef {Awaited<ReturnType<typeof startPostgres>>} Postgres */
/** @typedef {import('./prometheus.mjs').Prometheus} Prometheus */

/**
 * One production server of the cluster.
 * @typedef {object} Instance
 * @property {string} name
 * @property {number} port
 * @property {number} metricsPort the loopback port of its /metrics
 * @property {string} origin
 * @property {import('node:child_process').ChildProcess | null} child
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }> | null} exited
 * @property {number | null} pid
 * @property {boolean} alive
 * @property {(signal?: NodeJS.Signals) => Promise<{ code: number | null, signal: NodeJS.Signals | null }> | null} kill
 * @property {() => Promise<void>} restart
 * @property {() => Promise<void>} stop
 */

/**
 * HAProxy in front of the instances.
 * @typedef {object} Haproxy
 * @property {import('node:child_process').ChildProcess} child
 * @property {number | undefined} pid
 * @property {string} configPath
 * @property {string} statsUrl
 * @property {() => Promise<void>} stop
 * @property {() => Promise<Record<string, Record<string, string | undefined>>>} stats
 * @property {() => Promise<Record<string, string | undefined>>} serverStates
 */

/**
 * What startCluster resolves with.
 * @typedef {object} Cluster
 * @property {string} url
 * @property {string} statsUrl
 * @property {string} databaseUrl
 * @property {string} sessionSecret
 * @property {Instance[]} instances
 * @property {Postgres} postgres
 * @property {Haproxy} haproxy
 * @property {Prometheus | null} prometheus Debian's Prometheus scraping every instance, when installed
 * @property {ReturnType<typeof scheduled>} asInstance a command run as the instances are
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the watchdog (reaper.mjs) that ends what this process started if it is killed with
 * SIGKILL (no handler runs then); returns the function that records what there is to end.
 * @param {string} work
 */
export function startReaper(work) {
  spawn(process.execPath, [REAPER, String(process.pid), work], {
    detached: true,
    stdio: 'ignore',
  }).unref();
  return (/** @type {{ pids: number[], postgresDir: string | null }} */ state) =>
    writeFileSync(join(work, 'reap.json'), JSON.stringify(state));
}

/**
 * deploy/haproxy.cfg with its placeholders filled in (the part a shop writes by hand).
 * @param {string} template
 * @param {{ listen: string, stats: string, servers: { name: string, address: string }[] }} fill
 */
export function renderHaproxyConfig(template, { listen, stats, servers }) {
  const lines = servers.map((s) => `    server ${s.name} ${s.address} check`).join('\n');
  return fillTemplate(template, (line) =>
    line
      .replace('{{LISTEN}}', listen)
      .replace('{{STATS}}', stats)
      .replace(/^\s*\{\{SERVERS\}\}\s*$/, lines),
  );
}

/** @param {string} command */
function which(command) {
  return (
    spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null
  );
}

/** haproxy's path; installs Debian's package when root and it is missing, else says how. */
export function ensureHaproxy(log = console.log) {
  const found = which('haproxy') ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null);
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "HAProxy is not installed: run `apt-get install haproxy` as root (Debian's package)",
    );
  }
  log("[cluster] installing Debian's haproxy (apt-get install -y haproxy)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
    env,
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'inherit' });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
      env,
      stdio: 'inherit',
    });
  }
  if (install.status !== 0) throw new Error('apt-get install haproxy failed');
  return which('haproxy') ?? '/usr/sbin/haproxy';
}

/** Builds the page (client and server bundles) when there is no build. */
export function ensureBuild(log = console.log) {
  if (existsSync(serverEntry) && existsSync(join(root, 'dist/client/.vite/manifest.json'))) return;
  log('[cluster] no build in dist/: npm run build (NODE_ENV=production)…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
}

// Generous: on two cores shared with other jobs a server has taken over a minute to start.
/**
 * @param {string} url
 * @param {{ timeoutMs?: number, exited?: () => string | null }} [options]
 */
async function waitForOk(url, { timeoutMs = 180_000, exited = () => null } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const gone = exited();
    if (gone) throw new Error(gone);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Where a child's output goes: prefixed lines on this terminal, or a log file.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @param {Output} output
 */
function pipeOutput(child, name, output) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) output(`[${name}] ${line}`);
    });
  }
}

/**
 * Starts the whole cluster. Options: instances (default 2), port (HAProxy's, default a free one),
 * env (added to every instance's), output (a line sink for the children's logs; default the
 * console). Resolves with { url, statsUrl, databaseUrl, instances, postgres, haproxy, stop() }.
 * `nice`: how much less CPU priority Prometheus, and the instances unless `idle`, get than this
 * process (0 by default). `idle`: the instances run under the idle scheduling policy (`idled`,
 * scripts/lib/servers.mjs), so this process and HAProxy never wait for a core behind them. The
 * chaos run sets both (`nice` 10 for Prometheus): its load generator, in this process, and
 * HAProxy's hops would otherwise wait out the instances' slices, and that wait would be timed as
 * the shop's (docs/operations.md, "The chaos run's figures").
 * @param {{ instances?: number, port?: number, env?: Record<string, string>, output?: Output, nice?: number, idle?: boolean }} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 2;
  const output = options.output ?? ((line) => console.log(line));
  const log = (/** @type {string} */ line) => output(`[cluster] ${line}`);
  ensureBuild(log);
  const haproxyBin = ensureHaproxy(log);
  const work = mkdtempSync(join(tmpdir(), 'cairnfield-cluster-'));
  /** @type {Postgres | null} */
  let postgres = null;
  /** @type {Instance[]} */
  const instances = [];
  /** @type {Haproxy | null} */
  let haproxy = null;
  /** @type {Prometheus | null} */
  let prometheus = null;
  /** @type {Promise<void> | null} */
  let stopped = null;
  const record = startReaper(work);
  const remember = () =>
    record({
      pids: [...instances.map((i) => i.pid), haproxy?.pid, prometheus?.pid].filter(
        (pid) => pid != null,
      ),
      postgresDir: postgres?.dir ?? null,
    });

  const stop = () => {
    stopped ??= (async () => {
      // The balancer first (no new requests), then the instances (each finishes its requests),
      // then the database, then the throwaway folders.
      if (haproxy) await haproxy.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await prometheus?.stop();
      postgres?.remove();
      rmSync(work, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    postgres = await startPostgres({ maxConnections: 20 * count + 20 });
    remember();
    log(`PostgreSQL ${postgres.url} (data in ${postgres.dir})`);
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const sharedEnv = {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_ORIGIN: url,
      TRUST_PROXY: '1',
      DEBUG_WORKER_PID: '1',
      ...options.env,
    };

    const asInstance = scheduled({ idle: options.idle, nice: options.nice });
    const startInstance = async (/** @type {Instance} */ instance) => {
      const child = spawn(...asInstance(process.execPath, [serverEntry]), {
        cwd: root,
        env: {
          ...sharedEnv,
          PORT: String(instance.port),
          METRICS_PORT: String(instance.metricsPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      pipeOutput(child, instance.name, output);
      instance.child = child;
      remember();
      instance.exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      // Ready: listening, the shop's database open and migrated (what HAProxy's check asks).
      await waitForOk(`${instance.origin}/readyz`, {
        exited: () =>
          child.exitCode !== null ? `${instance.name} exited with ${child.exitCode}` : null,
      });
    };

    for (let i = 1; i <= count; i += 1) {
      const port = await freePort();
      /** @type {Instance} */
      const instance = {
        name: `app${i}`,
        port,
        metricsPort: await freePort(),
        origin: `http://127.0.0.1:${port}`,
        child: null,
        exited: null,
        get pid() {
          return this.child?.pid ?? null;
        },
        get alive() {
          return (
            this.child !== null && this.child.exitCode === null && this.child.signalCode === null
          );
        },
        /** Sends a signal (SIGKILL: the instance dies mid-request, as a crashed host). */
        kill(signal = 'SIGKILL') {
          this.child?.kill(signal);
          return this.exited;
        },
        /** Starts it again on the same port (what a supervisor such as systemd does). */
        restart() {
          return startInstance(this);
        },
        async stop() {
          if (!this.alive) return;
          // The drain's 5 s and the requests' 10 s (SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS).
          const force = setTimeout(() => this.child?.kill('SIGKILL'), 20_000);
          this.child?.kill('SIGTERM');
          await this.exited;
          clearTimeout(force);
        },
      };
      instances.push(instance);
    }
    // Together, as a deployment's hosts would (migrations take an advisory lock).
    await Promise.all(instances.map(startInstance));
    log(
      `${count} instances: ${instances.map((i) => `${i.name} ${i.origin} (pid ${i.pid})`).join(', ')}`,
    );

    const statsPort = await freePort();
    const config = renderHaproxyConfig(readFileSync(HAPROXY_TEMPLATE, 'utf8'), {
      listen: `127.0.0.1:${port}`,
      stats: `127.0.0.1:${statsPort}`,
      servers: instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` })),
    });
    const configPath = join(work, 'haproxy.cfg');
    writeFileSync(configPath, config);
    execFileSync(haproxyBin, ['-c', '-q', '-f', configPath], { stdio: 'inherit' });
    const hp = spawn(haproxyBin, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeOutput(hp, 'haproxy', output);
    const hpExited = new Promise((resolve) => hp.once('exit', resolve));
    haproxy = {
      child: hp,
      pid: hp.pid,
      configPath,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      async stop() {
        if (hp.exitCode !== null || hp.signalCode !== null) return;
        hp.kill('SIGTERM');
        await hpExited;
      },
      /** HAProxy's statistics of the instances' backend, by row name (app1, …, BACKEND). */
      async stats() {
        const csv = await (
          await fetch(`${this.statsUrl};csv`, { signal: AbortSignal.timeout(3_000) })
        ).text();
        const [head = '', ...rows] = csv.split('\n');
        const names = head.replace(/^# /, '').split(',');
        /** @type {Record<string, Record<string, string | undefined>>} */
        const byName = {};
        for (const row of rows) {
          const cells = row.split(',');
          if (cells[0] !== 'instances') continue;
          byName[cells[1] ?? ''] = Object.fromEntries(names.map((n, i) => [n, cells[i]]));
        }
        return byName;
      },
      /** Each instance's state as HAProxy's health checks see it: { app1: 'UP', app2: 'DOWN' }. */
      async serverStates() {
        const stats = await this.stats();
        return Object.fromEntries(
          Object.entries(stats)
            .filter(([name]) => name !== 'BACKEND')
            .map(([name, row]) => [name, row.status]),
        );
      },
    };
    remember();
    await waitForOk(`${url}/healthz`, {
      exited: () => (hp.exitCode !== null ? `haproxy exited with ${hp.exitCode}` : null),
    });
    log(`HAProxy ${url}/ (statistics ${haproxy.statsUrl})`);

    prometheus = await monitorInstances({
      nice: options.nice ?? 0,
      work,
      targets: instances.map((i) => `127.0.0.1:${i.metricsPort}`),
      output,
      log,
    });
    remember();
    return {
      url,
      statsUrl: haproxy.statsUrl,
      databaseUrl: postgres.url,
      sessionSecret: sharedEnv.SESSION_SECRET,
      instances,
      postgres,
      haproxy,
      prometheus,
      asInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
