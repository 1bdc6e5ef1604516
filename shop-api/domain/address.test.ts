import { describe, expect, it } from 'vitest';
import {
  EGIFT_NAME_PATTERN,
  isValidEmail,
  WALLET_NAME_PATTERN,
  isMilitaryAddress,
  isPoBox,
  isTerritoryAddress,
} from './address.ts';

describe('isPoBox', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p o box 7',
    'POB 44',
    'Post Office Box 9',
    'P.O.B. 3',
    'Box 17',
    'box #5',
  ])('detects "%s"', (line) => {
    expect(isPoBox(line)).toBe(true);
  });
  it.each([
    '1550 Larimer St',
    'Boxwood Lane 4',
    '12 Pobst Road',
    'Post Road 3',
    'Poplar Box Elder Dr',
  ])('leaves "%s" alone', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
  it('looks at every line, including the city', () => {
    expect(isPoBox('1 Main St', null, 'PO Box 3')).toBe(true);
    expect(isPoBox(undefined, null)).toBe(false);
  });
});

describe('military and territory detectors', () => {
  it('finds apo, fpo and dpo', () => {
    expect(isMilitaryAddress('Unit 2050 Box 4190', 'APO')).toBe(true);
    expect(isMilitaryAddress('PSC 1234', 'fpo')).toBe(true);
    expect(isMilitaryAddress('1 Main St', 'DPO')).toBe(true);
    expect(isMilitaryAddress('1 Apollo Way', 'Denver')).toBe(false);
  });
  it('finds cpr, opc, psc, upr and unit', () => {
    expect(isTerritoryAddress('PSC 1234 Box 5')).toBe(true);
    expect(isTerritoryAddress('Unit 45100')).toBe(true);
    expect(isTerritoryAddress('CPR 1')).toBe(true);
    expect(isTerritoryAddress('1 Unity Rd')).toBe(false);
  });
});

describe('name and e-mail patterns', () => {
  it('wallet names: letters and spaces, starting with a letter', () => {
    expect(WALLET_NAME_PATTERN.test('Mary Ann')).toBe(true);
    expect(WALLET_NAME_PATTERN.test(' Ann')).toBe(false);
    expect(WALLET_NAME_PATTERN.test("O'Neil")).toBe(false);
    expect(WALLET_NAME_PATTERN.test('R2D2')).toBe(false);
  });
  it('eGift names: letters, apostrophe and hyphen (and inner spaces)', () => {
    expect(EGIFT_NAME_PATTERN.test("O'Neil-Diaz")).toBe(true);
    expect(EGIFT_NAME_PATTERN.test('Mary Ann')).toBe(true);
    expect(EGIFT_NAME_PATTERN.test('-Ann')).toBe(false);
    expect(EGIFT_NAME_PATTERN.test('Ann3')).toBe(false);
  });
  it('e-mail: the HTML standard rule, with a top-level domain', () => {
    for (const ok of ['ana.diaz@example.com', "o'neil+gifts@trail.example.co.uk", 'a@b.io']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
    for (const bad of [
      '<script>@x.com',
      '"><svg onload=alert(1)>@x.com',
      'ana@example',
      'ana diaz@example.com',
      'ana..diaz@example.com',
      'ana@-example.com',
      'ana@example.com\u0000',
      'ána@example.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
