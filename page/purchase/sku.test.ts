import { describe, expect, it } from 'vitest';
import { fixtureProduct } from '../test/fixtures';
import { initialSkuId, variantLabel } from './sku';

const bulk = fixtureProduct('10002');

describe('initial SKU (spec 2)', () => {
  it('given ?sku= of this product, when the page starts, should select it', () => {
    expect(initialSkuId(bulk, { sku: '20003', repSku: '20004' })).toBe('20003');
  });
  it('given an unknown ?sku= and a representative SKU, when the page starts, should select the representative', () => {
    expect(initialSkuId(bulk, { sku: '99999', repSku: '20004' })).toBe('20004');
  });
  it('given neither, when the page starts, should select the default SKU', () => {
    expect(initialSkuId(bulk, { sku: null, repSku: null })).toBe(bulk.defaultSkuId);
  });
});

describe('variant label', () => {
  it('given a SKU with the variant attribute, when labelled, should use the attribute', () => {
    expect(variantLabel(bulk, '20003')).toBe('Trail');
  });
  it('given a SKU not of this product, when labelled, should be empty', () => {
    expect(variantLabel(bulk, '99999')).toBe('');
  });
});
