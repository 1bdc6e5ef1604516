import { describe, expect, it } from 'vitest';
import { fill } from './messages';

describe('fill', () => {
  it('given known placeholders, should fill each of them', () => {
    expect(fill('{{qty}} of {{max}}', { qty: 2, max: 5 })).toBe('2 of 5');
  });

  it('given an unknown placeholder, should leave it as it is', () => {
    expect(fill('at most {{max}}', { qty: 2 })).toBe('at most {{max}}');
  });
});
