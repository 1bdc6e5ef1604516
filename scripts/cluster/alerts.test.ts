/**
 * deploy/alerts.yml's recording rules and alerts, tested by Prometheus's own tool against
 * deploy/alerts.test.yml (`promtool test rules`): each alert fires on the series that should fire
 * it, after its `for`, and stays quiet on healthy ones. Skipped, saying so, where promtool is not
 * installed (Debian's `prometheus` package has it), as the PostgreSQL tests are without
 * PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../lib/servers.mjs';
import { ALERT_RULES, PROMETHEUS_TEMPLATE, renderPrometheusConfig } from './prometheus.mjs';

const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));
if (!PROMTOOL) {
  console.warn(
    'deploy/alerts.yml: promtool is not installed (apt-get install prometheus); its rule tests are skipped',
  );
}

describe.skipIf(!PROMTOOL)('deploy/alerts.yml (promtool test rules)', () => {
  it('should fire each alert on the series that should fire it, and only then', () => {
    const run = spawnSync(PROMTOOL!, ['test', 'rules', 'alerts.test.yml'], {
      cwd: join(root, 'deploy'),
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`).toContain('SUCCESS');
    expect(run.status).toBe(0);
  });

  it('should test every alert the rules define', () => {
    const rules = readFileSync(join(root, 'deploy/alerts.yml'), 'utf8');
    const tests = readFileSync(join(root, 'deploy/alerts.test.yml'), 'utf8');
    const alerts = [...rules.matchAll(/^\s*- alert: (\w+)$/gm)].map((m) => m[1]);
    expect(alerts.length).toBeGreaterThanOrEqual(4);
    for (const alert of alerts) expect(tests).toContain(`alertname: ${alert}`);
  });

  it('should be valid rules as Prometheus loads them (promtool check rules)', () => {
    const run = spawnSync(PROMTOOL!, ['check', 'rules', 'alerts.yml'], {
      cwd: join(root, 'deploy'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
  });

  it('should render deploy/prometheus.yml into a configuration Prometheus accepts (promtool check config)', () => {
    const work = mkdtempSync(join(tmpdir(), 'prometheus-config-'));
    try {
      const config = renderPrometheusConfig(readFileSync(PROMETHEUS_TEMPLATE, 'utf8'), {
        interval: '1s',
        targets: ['127.0.0.1:3461', '127.0.0.1:3462'],
      });
      expect(config).not.toMatch(/^[^#]*\{\{/m);
      writeFileSync(join(work, 'prometheus.yml'), config);
      copyFileSync(ALERT_RULES, join(work, 'alerts.yml'));
      const run = spawnSync(PROMTOOL!, ['check', 'config', 'prometheus.yml'], {
        cwd: work,
        encoding: 'utf8',
      });
      expect(`${run.stdout}${run.stderr}`).toContain('SUCCESS: 8 rules found');
      expect(run.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
