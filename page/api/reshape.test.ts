// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '../../shop-api/catalogue';
import {
  inventoryResponse,
  productResponse,
  questionsResponse,
  reviewStatisticsResponse,
  reviewsResponse,
} from '../../stories/fixtures/giftCardShop';
import type { SafeHtml } from '../domain';
import {
  giftCardTypeOf,
  reshapeAddToCart,
  reshapeBackInStock,
  reshapeBreadcrumbs,
  reshapeInventory,
  reshapeProduct,
  reshapeProductSummary,
  reshapeQuestions,
  reshapeRelatedProductIds,
  MAX_RELATED_PRODUCTS,
  reshapeReviewStats,
  reshapeReviews,
  toPlainText,
  toRating,
  toRootRelative,
  ZERO_REVIEW_STATS,
} from './reshape';
import {
  inventoryResponseWire,
  productResponseWire,
  productSummaryResponseWire,
  questionsResponseWire,
  reviewStatisticsResponseWire,
  reviewsResponseWire,
} from './wire';
import * as v from 'valibot';

const identity = (html: string) => html as SafeHtml;
const options = { sanitizeHtml: identity, defaultBulkMinQuantity: 51 };

function product(id: string) {
  return reshapeProduct(v.parse(productResponseWire, productResponse(id)), options);
}

describe('product schema', () => {
  it('should accept every demo product', () => {
    for (const id of Object.values(PRODUCT_IDS)) {
      expect(v.safeParse(productResponseWire, productResponse(id)).success).toBe(true);
    }
  });
  it.each([
    ['no productinfo', {}],
    [
      'a numeric name',
      { productinfo: { ...(productResponse('10001')!.productinfo as object), name: 42 } },
    ],
    [
      'no SKUs',
      { productinfo: { ...(productResponse('10001')!.productinfo as object), sKUs: [] } },
    ],
    [
      'sKUs not a list',
      { productinfo: { ...(productResponse('10001')!.productinfo as object), sKUs: 'x' } },
    ],
    [
      'isGiftCard not Y/N',
      { productinfo: { ...(productResponse('10001')!.productinfo as object), isGiftCard: true } },
    ],
    [
      'gcAmounts of words',
      { productinfo: { ...(productResponse('10001')!.productinfo as object), gcAmounts: ['ten'] } },
    ],
    ['null', null],
  ])('should reject %s', (_name, body) => {
    expect(v.safeParse(productResponseWire, body).success).toBe(false);
  });
});

describe('reshapeProduct', () => {
  it('should map the standard card to domain fields', () => {
    const p = product('10001');
    expect(p).toMatchObject({
      productId: '10001',
      name: 'Cairnfield Gift Card',
      url: '/p/cairnfield-gift-card',
      defaultSkuId: '20001',
      isGiftCard: true,
      giftCard: {
        type: 'standard',
        amounts: [25, 50, 75, 100, 150, 200],
        minAmount: 1,
        maxAmount: 1500,
        bulkMinQuantity: 51,
        bulkUrl: '/p/cairnfield-bulk-gift-card',
      },
      rating: { average: 4.4, count: 5 },
      shortPromoMessage: 'Free standard shipping on orders over $49.99',
    });
    expect(p.images[0]).toEqual({
      small: '/media/giftcards/standard-small.svg',
      large: '/media/giftcards/standard-large.svg',
      alt: 'Cairnfield Gift Card, front of the card',
    });
    expect(p.details.stateRestrictions).toEqual(['AK', 'HI']);
    expect(p.details.manuals[0]).toEqual({
      label: 'Gift Card Terms and Conditions (PDF)',
      href: '/media/files/gift-card-terms.pdf',
    });
  });

  it('should merge specifications and single-key productSpecifications without repeats', () => {
    expect(product('10001').details.specifications).toEqual([
      { name: 'Denominations', value: '$1 to $1,500 in whole dollars' },
      { name: 'Expiration', value: 'None' },
      { name: 'Delivery', value: 'Mailed' },
    ]);
  });

  it('should know the three card types', () => {
    expect(product('10002').giftCard.type).toBe('bulk');
    expect(product('10002').variantIdentifier).toBe('Pattern');
    expect(product('10001').variantIdentifier).toBeNull();
    expect(product('10003').giftCard.type).toBe('egift');
    expect(product('10002').skus.map((s) => s.attributes.Pattern)).toEqual([
      'Summit',
      'Trail',
      'Campfire',
    ]);
  });

  it('should derive the type without the giftCardType extension', () => {
    const info = v.parse(productResponseWire, productResponse('10003')).productinfo;
    expect(giftCardTypeOf({ ...info, giftCardType: undefined })).toBe('egift');
    const bulk = v.parse(productResponseWire, productResponse('10002')).productinfo;
    expect(giftCardTypeOf({ ...bulk, giftCardType: undefined })).toBe('bulk');
  });

  it('should pass the long description through the injected sanitiser', () => {
    const seen: string[] = [];
    const p = reshapeProduct(v.parse(productResponseWire, productResponse('10001')), {
      ...options,
      sanitizeHtml: (html) => {
        seen.push(html);
        return 'CLEAN' as SafeHtml;
      },
    });
    expect(seen[0]).toContain('<strong>Cairnfield Gift Card</strong>');
    expect(p.details.longDescription).toBe('CLEAN');
  });

  it('should use the configured bulk minimum when the product has none', () => {
    const wire = v.parse(productResponseWire, productResponse('10002'));
    wire.productinfo.bulkGiftcardMinQuantity = undefined;
    expect(
      reshapeProduct(wire, { ...options, defaultBulkMinQuantity: 1 }).giftCard.bulkMinQuantity,
    ).toBe(1);
  });
});

describe('helpers', () => {
  it('should start the breadcrumbs at / and end them with the product name', () => {
    expect(
      reshapeBreadcrumbs([{ label: 'Gift Cards', seoURL: 'c/gift-cards' }], 'Card', '/p/card'),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Gift Cards', href: '/c/gift-cards' },
      { label: 'Card', href: '/p/card' },
    ]);
    expect(
      reshapeBreadcrumbs(
        [
          { label: 'Start', seoURL: '/' },
          { label: 'Card', seoURL: '/p/card' },
        ],
        'Card',
        '/p/card',
      ),
    ).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Card', href: '/p/card' },
    ]);
  });
  it('should cap ratings at 5 and count non-numbers as 0 (spec 5)', () => {
    expect(toRating(7)).toBe(5);
    expect(toRating('4.3')).toBe(4.3);
    expect(toRating('abc')).toBe(0);
    expect(toRating(null)).toBe(0);
    expect(toRating(-1)).toBe(0);
  });
  it('should make URLs root-relative', () => {
    expect(toRootRelative('https://x.test/p/a?b=1')).toBe('/p/a?b=1');
    expect(toRootRelative('//evil.test/x')).toBeNull();
    expect(toRootRelative('')).toBeNull();
  });
  it('should give plain text for meta descriptions', () => {
    expect(toPlainText('<p>A &amp; B</p><script>x()</script><p>C</p>')).toBe('A & B C');
    expect(toPlainText('word '.repeat(100), 20).length).toBeLessThanOrEqual(20);
  });
});

describe('inventory', () => {
  it('should parse and reshape', () => {
    const wire = v.parse(inventoryResponseWire, inventoryResponse('10004'));
    expect(reshapeInventory(wire.data.inventory)).toEqual({
      productStatus: 'OUT_OF_STOCK',
      skus: [
        {
          skuId: '20006',
          onlineMessage: 'OUT_OF_STOCK',
          storeMessage: 'BOPIS_INELIGIBLE',
          status: 'OUT_OF_STOCK',
        },
      ],
    });
  });
  it('should reject malformed inventory', () => {
    expect(
      v.safeParse(inventoryResponseWire, { data: { inventory: { online: 'lots' } } }).success,
    ).toBe(false);
    expect(v.safeParse(inventoryResponseWire, { data: {} }).success).toBe(false);
  });
  it('given an unknown status word, should read it as in stock at product level', () => {
    expect(
      reshapeInventory({ online: [], inventoryMessage: { inventoryStatus: 'MAYBE' } })
        .productStatus,
    ).toBe('IN_STOCK');
  });
});

describe('reviews service', () => {
  it('should read the statistics', () => {
    const wire = v.parse(reviewStatisticsResponseWire, reviewStatisticsResponse('10001'));
    expect(reshapeReviewStats(wire)).toEqual({ average: 4.4, count: 5, range: 5 });
  });
  it('given no statistics, should give zeros', () => {
    expect(reshapeReviewStats({ Results: [] })).toEqual(ZERO_REVIEW_STATS);
  });
  it('should reject malformed statistics', () => {
    expect(v.safeParse(reviewStatisticsResponseWire, { Results: 'none' }).success).toBe(false);
  });
  it('should read reviews and questions', () => {
    const reviews = reshapeReviews(v.parse(reviewsResponseWire, reviewsResponse('10001')));
    expect(reviews).toHaveLength(5);
    expect(reviews[0]).toMatchObject({ id: 'r-10001-1', rating: 5, author: 'TrailMix42' });
    const questions = reshapeQuestions(v.parse(questionsResponseWire, questionsResponse('10001')));
    expect(questions[0]?.answers[0]?.text).toBe('Yes, in every store and online.');
    expect(v.safeParse(reviewsResponseWire, { Results: [{ Rating: 'five' }] }).success).toBe(false);
  });
});

describe('add-to-cart and back-in-stock answers', () => {
  it('given an exception or an error message, when reshaped, should carry it as the problem', () => {
    expect(reshapeAddToCart({ addToCart: { exceptionMessage: 'Out Of Stock' } }).problem).toBe(
      'Out Of Stock',
    );
    expect(reshapeAddToCart({ addToCart: { errorMessage: 'Nope' } }).problem).toBe('Nope');
    expect(
      reshapeAddToCart({ addToCart: { exceptionCode: 'X_KEY', exceptionMessage: 'Gone' } })
        .problemKey,
    ).toBe('X_KEY');
  });
  it('given a success, when reshaped, should carry the counts and the order id', () => {
    expect(
      reshapeAddToCart({
        addToCart: { orderId: '7', totalQuantityAdded: 2, totalCartQuantity: 5 },
      }),
    ).toEqual({
      problem: null,
      problemKey: null,
      quantityAdded: 2,
      cartQuantity: 5,
      orderId: '7',
      replacedOrderItemId: null,
    });
    // An edit's answer names the item the shop replaced.
    expect(
      reshapeAddToCart({ addToCart: { orderId: '7', replacedOrderItemId: '7001' } })
        .replacedOrderItemId,
    ).toBe('7001');
  });
  it('given an answer without counts, when reshaped, should leave them null', () => {
    expect(reshapeAddToCart({ addToCart: {} })).toEqual({
      problem: null,
      problemKey: null,
      quantityAdded: null,
      cartQuantity: null,
      orderId: null,
      replacedOrderItemId: null,
    });
  });
  it('given a back-in-stock answer, when reshaped, should keep its status text', () => {
    expect(reshapeBackInStock({ backInStock: { status: 'SUCCESS' } })).toEqual({
      status: 'SUCCESS',
    });
  });
});

describe('related products (spec 2 strip and quick view)', () => {
  describe('reshapeRelatedProductIds', () => {
    it('should keep numeric ids once each, never the product itself, in order', () => {
      expect(
        reshapeRelatedProductIds(['10002', 10003, ' 10004 ', '10002', '10001'], '10001'),
      ).toEqual(['10002', '10003', '10004']);
    });
    it('should drop anything that is not an id, and anything that is not a list', () => {
      expect(
        reshapeRelatedProductIds(['', 'abc', '../x', null, {}, -1, 1.5, '1'.repeat(19), '7'], '1'),
      ).toEqual(['7']);
      expect(reshapeRelatedProductIds('10002', '1')).toEqual([]);
      expect(reshapeRelatedProductIds(undefined, '1')).toEqual([]);
    });
    it('should offer at most MAX_RELATED_PRODUCTS', () => {
      const many = Array.from({ length: 20 }, (_, i) => String(100 + i));
      expect(reshapeRelatedProductIds(many, '1')).toHaveLength(MAX_RELATED_PRODUCTS);
    });
    it("should read a product's relatedProducts into the domain product", () => {
      const wire = productResponse(PRODUCT_IDS.standard)!;
      const withRelated = {
        ...wire,
        productinfo: {
          ...(wire.productinfo as object),
          relatedProducts: [PRODUCT_IDS.bulk, PRODUCT_IDS.standard, 'x'],
        },
      };
      expect(
        reshapeProduct(v.parse(productResponseWire, withRelated), options).relatedProductIds,
      ).toEqual([PRODUCT_IDS.bulk]);
    });
    it('should not fail the product on a malformed relatedProducts', () => {
      const wire = productResponse(PRODUCT_IDS.standard)!;
      const odd = {
        ...wire,
        productinfo: { ...(wire.productinfo as object), relatedProducts: 42 },
      };
      expect(v.safeParse(productResponseWire, odd).success).toBe(true);
    });
  });

  describe('reshapeProductSummary', () => {
    it('should take the name, link, first image, the gift card amount range and the rating', () => {
      const wire = v.parse(productSummaryResponseWire, productResponse(PRODUCT_IDS.egift));
      const full = reshapeProduct(
        v.parse(productResponseWire, productResponse(PRODUCT_IDS.egift)),
        options,
      );
      const summary = reshapeProductSummary(wire);
      expect(summary).toMatchObject({
        productId: PRODUCT_IDS.egift,
        name: 'Cairnfield eGift Card',
        url: '/p/cairnfield-egift-card',
        price: { min: 1, max: 1500 },
      });
      // The same rating as the full product reads (spec 5: capped at 5, non-numbers count 0).
      expect(summary.rating).toEqual(full.rating);
      expect(summary.rating?.count).toBeGreaterThan(0);
      expect(summary.image?.small).toMatch(/egift-small/);
    });
    it('should fall back to the price range, then the spec bounds, and to fullImage', () => {
      const summary = reshapeProductSummary(
        v.parse(productSummaryResponseWire, {
          productinfo: {
            productId: '5',
            name: 'Card',
            fullImage: '/media/card.svg',
            price: { salePrice: 25, minPrice: 10, maxPrice: 500 },
            rating: '7.5',
            productAttributes: [{ key: 'reviewCount', value: '12' }],
          },
        }),
      );
      expect(summary).toEqual({
        productId: '5',
        name: 'Card',
        url: '/p/5',
        image: { small: '/media/card.svg', large: '/media/card.svg', alt: 'Card' },
        price: { min: 10, max: 500 },
        rating: { average: 5, count: 12 },
      });
      expect(
        reshapeProductSummary(
          v.parse(productSummaryResponseWire, { productinfo: { productId: '6', name: 'Bare' } }),
        ),
      ).toMatchObject({ image: null, price: { min: 1, max: 1500 }, rating: null });
    });
    it('should refuse an answer without a name (the fetch wrapper then reports it malformed)', () => {
      expect(
        v.safeParse(productSummaryResponseWire, { productinfo: { productId: '6', name: '' } })
          .success,
      ).toBe(false);
    });
  });
});
