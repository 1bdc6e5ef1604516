import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRESET_AMOUNTS, chipAmounts } from './presetAmounts';

describe('chipAmounts (spec 9 preset amounts)', () => {
  it('given configured amounts, should offer them instead of the product’s', () => {
    expect(chipAmounts([20, 10], [25, 50, 75])).toEqual([10, 20]);
  });

  it('given no configured amounts, should offer the product’s own, sorted and once each', () => {
    expect(chipAmounts(null, [100, 25, 50, 25])).toEqual([25, 50, 100]);
    expect(chipAmounts([], [75, 30])).toEqual([30, 75]);
  });

  it('given neither, should offer the built-in list', () => {
    expect(chipAmounts(undefined, [])).toEqual([25, 50, 75, 100, 150, 200]);
    expect(chipAmounts(null, [])).toEqual(BUILT_IN_PRESET_AMOUNTS);
  });

  it('given amounts that are not whole positive dollars, should leave them out', () => {
    expect(chipAmounts(null, [0, -5, 12.5, 40])).toEqual([40]);
  });
});
