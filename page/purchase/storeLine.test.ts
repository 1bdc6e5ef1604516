import { describe, expect, it } from 'vitest';
import { storeLine } from './storeLine';

describe('the store line (spec 9 "Pick Up at a Different Store")', () => {
  it('names the current store beside the trigger, by its id when its name is not known', () => {
    expect(storeLine(null, null)).toBe('No store selected');
    expect(storeLine('0418', 'Cairnfield Aurora')).toBe('Your store: Cairnfield Aurora');
    expect(storeLine('0418', null)).toBe('Your store: store 0418');
  });
});
