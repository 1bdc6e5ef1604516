// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { webConcurrency } from './concurrency';

describe('webConcurrency', () => {
  it('given no WEB_CONCURRENCY, should run one process per available core', () => {
    expect(webConcurrency(undefined, 2)).toBe(2);
    expect(webConcurrency('', 8)).toBe(8);
    expect(webConcurrency('  ', 1)).toBe(1);
  });
  it('given WEB_CONCURRENCY, should run that many whatever the cores', () => {
    expect(webConcurrency('1', 8)).toBe(1);
    expect(webConcurrency('4', 2)).toBe(4);
    expect(webConcurrency(' 3 ', 2)).toBe(3);
  });
  it.each(['0', '-1', '1.5', 'two', '65', '1e2'])(
    'given WEB_CONCURRENCY=%s, should refuse to start and say why',
    (value) => {
      expect(() => webConcurrency(value, 2)).toThrow(/WEB_CONCURRENCY must be a whole number/);
    },
  );
});
