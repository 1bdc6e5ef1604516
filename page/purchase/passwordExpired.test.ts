import { describe, expect, it } from 'vitest';
import { isPasswordExpired } from './passwordExpired';

describe('isPasswordExpired', () => {
  it.each([
    ['PASSWORD_EXPIRED=true', true],
    ['a=1; PASSWORD_EXPIRED=Y', true],
    ['PASSWORD_EXPIRED=1', true],
    ['PASSWORD_EXPIRED=false', false],
    ['PASSWORD_EXPIRED=', false],
    ['OTHER=true', false],
    ['', false],
    ['%%%;;==', false],
  ])('given %s, should answer %s', (header, expected) => {
    expect(isPasswordExpired(header)).toBe(expected);
  });
});
