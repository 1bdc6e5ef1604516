/**
 * deploy/alerts.yml's recording rules and alerts, tested by Prometheus's own tool against
 * deploy/alerts.test.yml (`promtool test rules`): each alert fires on the series that should fire
 * it, after its `for`, and stays quiet on healthy ones. Skipped, saying so, where promtool is not
 * installed (Debian's `prometheus` package has it), as the PostgreSQL tests are without
 * PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../lib/servers.mjs';

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
});
