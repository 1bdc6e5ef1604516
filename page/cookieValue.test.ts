import { parse } from 'cookie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookieValue';

describe('cookieValue', () => {
  it('should read the named cookie of a browser cookie string', () => {
    expect(cookieValue('a=1; PASSWORD_EXPIRED=true; b=2', 'PASSWORD_EXPIRED')).toBe('true');
    expect(cookieValue('a=1; b=2', 'PASSWORD_EXPIRED')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue(null, 'a')).toBeUndefined();
  });

  it('should keep the first of two cookies of one name, trimmed and decoded', () => {
    expect(cookieValue(' a = x%20y ;a=2', 'a')).toBe('x y');
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(cookieValue('b; a=1', 'a')).toBe('1');
  });

  it('should give the same value as the cookie package for any header and name', () => {
    const piece = fc.constantFrom(
      'a',
      'b',
      'PASSWORD_EXPIRED',
      '=',
      ';',
      ' ',
      '\t',
      '%',
      '%41',
      '"',
      'x',
    );
    const header = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(''));
    const name = fc.constantFrom('a', 'b', 'PASSWORD_EXPIRED', 'ab', 'x');
    fc.assert(
      fc.property(header, name, (h, n) => {
        expect(cookieValue(h, n)).toBe(parse(h)[n]);
      }),
      { numRuns: 2000 },
    );
  });
});
