import { describe, expect, it } from 'vitest';
import { checkRestriction } from './restriction';

const config = {
  enabled: true,
  regionIds: ['100086'],
  message: 'This item does not ship to your location',
};

describe('shipping restriction (spec 5)', () => {
  it('given the restriction on and a listed region, when checked, should restrict with the message', () => {
    expect(checkRestriction(config, '100086')).toEqual({
      isRestricted: true,
      message: 'This item does not ship to your location',
    });
  });
  it('given another region, no region, or the restriction off, when checked, should not restrict', () => {
    expect(checkRestriction(config, '100001').isRestricted).toBe(false);
    expect(checkRestriction(config, null).isRestricted).toBe(false);
    expect(checkRestriction({ ...config, enabled: false }, '100086').isRestricted).toBe(false);
  });
});
