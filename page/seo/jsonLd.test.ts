// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import { stockStatuses, type SafeHtml } from '../domain';
import { buildProductJsonLd, schemaAvailability, tomorrow, truncateName } from './jsonLd';
import * as v from 'valibot';

const product = reshapeProduct(v.parse(productResponseWire, productResponse('10001')), {
  sanitizeHtml: (h) => h as SafeHtml,
  defaultBulkMinQuantity: 51,
});
const now = new Date('2026-11-22T23:30:00Z');

describe('truncateName', () => {
  it('should keep names up to 100 characters', () => {
    expect(truncateName('a'.repeat(100))).toHaveLength(100);
  });
  it('should cut at 100 characters', () => {
    expect(truncateName('b'.repeat(150))).toBe('b'.repeat(100));
  });
  it('should never leave half a surrogate pair', () => {
    const name = `${'c'.repeat(99)}🏔️ peak`;
    expect(Array.from(truncateName(name))).toHaveLength(100);
    expect(truncateName(name).endsWith('🏔')).toBe(true);
  });
});

describe('tomorrow', () => {
  it('should be the next calendar day (UTC)', () => {
    expect(tomorrow(now)).toBe('2026-11-23');
    expect(tomorrow(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(tomorrow(new Date('2028-02-28T00:00:00Z'))).toBe('2028-02-29');
  });
});

describe('buildProductJsonLd (spec 9)', () => {
  const ld = buildProductJsonLd({
    product: { ...product, name: 'N'.repeat(140) },
    availability: 'IN_STOCK',
    reviewStats: { average: 4.44, count: 5, range: 5 },
    origin: 'https://shop.example',
    now,
  });
  const json: unknown = JSON.parse(JSON.stringify(ld));

  it('should be a schema.org Product with a truncated name', () => {
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'N'.repeat(100),
      url: 'https://shop.example/p/cairnfield-gift-card',
      image: ['https://shop.example/media/giftcards/standard-large.svg'],
      sku: '20001',
      brand: { '@type': 'Brand', name: 'Cairnfield' },
    });
  });

  it('should have one offer: price, USD, availability, valid until tomorrow', () => {
    expect(json).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-11-23',
      },
    });
  });

  it('should ship with 1-2 days handling and 2-5 days transit, and take returns within 60 days', () => {
    expect(json).toMatchObject({
      offers: {
        shippingDetails: {
          deliveryTime: {
            handlingTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' },
            transitTime: { minValue: 2, maxValue: 5, unitCode: 'DAY' },
          },
        },
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          merchantReturnDays: 60,
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        },
      },
    });
  });

  it('should have the aggregate rating with one decimal', () => {
    expect(json).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.4,
        reviewCount: 5,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('should leave out availability when inventory was not known, and the rating when there are no reviews', () => {
    const bare = buildProductJsonLd({
      product,
      availability: null,
      reviewStats: { average: 0, count: 0, range: 5 },
      origin: 'https://shop.example',
      now,
    });
    expect(JSON.stringify(bare)).not.toContain('availability');
    expect('aggregateRating' in bare).toBe(false);
  });

  it('should map every stock status to a schema.org availability', () => {
    for (const status of stockStatuses)
      expect(schemaAvailability(status)).toMatch(/^https:\/\/schema\.org\//);
    expect(schemaAvailability('OUT_OF_STOCK')).toBe('https://schema.org/OutOfStock');
  });
});
