import { describe, expect, it } from 'vitest';
import { unseenScrapes } from './prometheus.mjs';

const target = (instance: string, lastScrape: string) => ({
  health: 'up',
  lastScrape,
  labels: { instance, job: 'cairnfield' },
});
const up = (instance: string, seconds: number) => ({
  metric: { instance, job: 'cairnfield' },
  value: seconds,
});

describe('whether the scrapes Prometheus reports can be queried yet', () => {
  const targets = [
    target('127.0.0.1:41013', '2026-11-29T03:14:27.641302118Z'),
    target('127.0.0.1:45159', '2026-11-29T03:14:27.692518311Z'),
  ];
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('given every instance’s up sample at its last scrape, should find none unseen', () => {
    expect(
      unseenScrapes(targets, [
        up('127.0.0.1:41013', at('2026-11-29T03:14:27.641Z')),
        up('127.0.0.1:45159', at('2026-11-29T03:14:27.692Z')),
      ]),
    ).toEqual([]);
  });

  it('given an instance whose last scrape is reported but not yet committed, should name it', () => {
    // Its newest up sample is the scrape before (a second earlier): the counts of the last
    // second would be missing from a query made now.
    expect(
      unseenScrapes(targets, [
        up('127.0.0.1:41013', at('2026-11-29T03:14:27.641Z')),
        up('127.0.0.1:45159', at('2026-11-29T03:14:26.692Z')),
      ]),
    ).toEqual(['127.0.0.1:45159']);
  });

  it('given an instance with no up sample at all yet, should name it', () => {
    expect(unseenScrapes(targets, [up('127.0.0.1:41013', at('2026-11-29T03:14:28Z'))])).toEqual([
      '127.0.0.1:45159',
    ]);
  });
});
