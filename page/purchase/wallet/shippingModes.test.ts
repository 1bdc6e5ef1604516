import { describe, expect, it } from 'vitest';
import { normalizeShipModeId, shipModeGroup } from './shippingModes';

describe('shipping-mode grouping (spec 9)', () => {
  it('should group 10555, 11360 and 11361 with SG', () => {
    expect(['10555', '11360', '11361'].map(shipModeGroup)).toEqual(['SG', 'SG', 'SG']);
  });
  it('should map 10554 to 10551, which is home', () => {
    expect(normalizeShipModeId('10554')).toBe('10551');
    expect(shipModeGroup('10554')).toBe('HOME');
    expect(shipModeGroup('10551')).toBe('HOME');
  });
  it('should know 11363 as ship to store, and the rest as other', () => {
    expect(shipModeGroup('11363')).toBe('STS');
    expect(shipModeGroup('12010')).toBe('OTHER');
    expect(normalizeShipModeId('12010')).toBe('12010');
  });
});
