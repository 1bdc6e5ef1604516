import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('given some empty names, should join the others with single spaces', () => {
    expect(cx('a', undefined, 'b', false, null, '')).toBe('a b');
  });

  it('given no names, should give an empty string', () => {
    expect(cx(undefined)).toBe('');
  });
});
