// @vitest-environment node
/**
 * A counter series counted directly (./counterSeries.ts) reads on the metrics port exactly as
 * prom-client's own `inc` would have it, beside a series counted the ordinary way, after a reset
 * too.
 */
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { counterOf, counterSeries } from './counterSeries';

function counters() {
  const registry = new Registry();
  const make = (name: string) =>
    new Counter({
      name,
      help: name,
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    });
  return { registry, direct: make('direct_total'), plain: make('plain_total') };
}

async function lines(registry: Registry, name: string) {
  return (await registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(name))
    .map((line) => line.slice(name.length));
}

describe('a counter series counted directly', () => {
  it('given the same counts, should expose what prom-client’s inc would', async () => {
    const { registry, direct, plain } = counters();
    const hit = { cache: 'render', result: 'hit' };
    const inc = counterSeries(direct, hit);
    for (let i = 0; i < 5; i += 1) {
      inc();
      plain.inc(hit);
    }
    direct.inc({ cache: 'product', result: 'miss' });
    plain.inc({ cache: 'product', result: 'miss' });
    const seen = await lines(registry, 'direct_total');
    expect(seen).toEqual(await lines(registry, 'plain_total'));
    expect(seen).toContain('{cache="render",result="hit"} 5');
  });

  it('given a series counted the ordinary way first, should add to it', async () => {
    const { registry, direct } = counters();
    direct.inc({ cache: 'render', result: 'hit' }, 2);
    counterSeries(direct, { cache: 'render', result: 'hit' })();
    expect(await lines(registry, 'direct_total')).toContain('{cache="render",result="hit"} 3');
  });

  it('given the registry reset, should count again from zero', async () => {
    const { registry, direct } = counters();
    const inc = counterOf(direct, { cache: 'render', result: 'hit' }, 'render hit');
    inc();
    registry.resetMetrics();
    inc();
    inc();
    expect(await lines(registry, 'direct_total')).toContain('{cache="render",result="hit"} 2');
  });
});
