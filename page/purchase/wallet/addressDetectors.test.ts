import { describe, expect, it } from 'vitest';
import { isMilitaryAddress, isPoBox, isTerritoryAddress } from './addressDetectors';

describe('address detectors (spec 5)', () => {
  it.each(['PO Box 12', 'P.O. Box 7', 'p o b 3', 'Post Office Box 9', 'POB 44', 'Box 12'])(
    'should find a PO box in %j',
    (line) => expect(isPoBox(line)).toBe(true),
  );
  it.each(['1550 Larimer St', 'Boxwood Lane 4', 'Pobrecito Rd', '12 Box Elder Ct'])(
    'should not call %j a PO box',
    (line) => expect(isPoBox(line)).toBe(false),
  );
  it('should look at every line, the city included', () => {
    expect(isPoBox('1550 Larimer St', null, 'PO Box 3')).toBe(true);
    expect(isPoBox(undefined, null)).toBe(false);
  });
  it('should detect military post offices (apo, fpo, dpo)', () => {
    expect(isMilitaryAddress('PSC 802 Box 74', 'APO')).toBe(true);
    expect(isMilitaryAddress('fpo')).toBe(true);
    expect(isMilitaryAddress('DPO AE 09498')).toBe(true);
    expect(isMilitaryAddress('Apollo Way')).toBe(false);
  });
  it('should detect territory designators (cpr, opc, psc, upr, unit)', () => {
    for (const line of ['CPR 2', 'OPC 11', 'PSC 802', 'UPR 5', 'Unit 4100']) {
      expect(isTerritoryAddress(line)).toBe(true);
    }
    expect(isTerritoryAddress('United Ave')).toBe(false);
  });
});
