import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, parsePageQuery, withoutLocationParam } from './query';

describe('parsePageQuery (spec 2)', () => {
  it('given an empty query, should read nothing', () => {
    expect(parsePageQuery('')).toEqual(EMPTY_QUERY);
  });
  it('should read sku, location, orderItemId, previewId and previewToken', () => {
    const token = `1795901146.${'a'.repeat(43)}`;
    expect(
      parsePageQuery(
        `?sku=20003&location=rating&orderItemId=900001&previewId=preview-10001&previewToken=${token}`,
      ),
    ).toEqual({
      sku: '20003',
      repChildCatId: null,
      repSku: null,
      location: 'rating',
      orderItemId: '900001',
      previewId: 'preview-10001',
      previewToken: token,
    });
  });
  it('should ignore a preview token of any other shape', () => {
    for (const token of ['x', `1.${'a'.repeat(42)}`, `1.${'a'.repeat(43)}<`, 'a'.repeat(80)]) {
      expect(parsePageQuery(`?previewId=preview-1&previewToken=${token}`).previewToken).toBeNull();
    }
  });
  it('should honour location only for rating (any case)', () => {
    expect(parsePageQuery('?location=RATING').location).toBe('rating');
    expect(parsePageQuery('?location=elsewhere').location).toBeNull();
  });
  it('should read the representative category and SKU from the query, either spelling', () => {
    const q = parsePageQuery('?repChildCatid=4501&repSku=20001');
    expect([q.repChildCatId, q.repSku]).toEqual(['4501', '20001']);
  });
  it('should read them from the hash when the query has none', () => {
    const q = parsePageQuery('', '#repChildCatId=4502&repSku=20004');
    expect([q.repChildCatId, q.repSku]).toEqual(['4502', '20004']);
  });
  it('should let the query win over the hash', () => {
    expect(parsePageQuery('?repSku=1', '#repSku=2').repSku).toBe('1');
  });
  it('should ignore ids that are not short tokens (no markup, no paths)', () => {
    const q = parsePageQuery('?sku=%3Cscript%3E&orderItemId=../../x&previewId=' + 'a'.repeat(80));
    expect([q.sku, q.orderItemId, q.previewId]).toEqual([null, null, null]);
  });
  it('should accept URLSearchParams', () => {
    expect(parsePageQuery(new URLSearchParams({ sku: '20001' })).sku).toBe('20001');
  });
});

describe('withoutLocationParam', () => {
  it('should remove location and keep the rest, including the hash', () => {
    expect(withoutLocationParam('http://x.test/p/a?location=rating&sku=1#top')).toBe(
      '/p/a?sku=1#top',
    );
    expect(withoutLocationParam('/p/a?location=rating')).toBe('/p/a');
  });
});
