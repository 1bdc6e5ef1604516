import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../services/previewToken.ts';
import { freshPgliteDir, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';

let server: TestServer;
let client: TestClient;

const PREVIEW_SECRET = 'preview-secret-of-the-catalogue-tests';
const link = (id: string, ttlMs?: number) =>
  `?previewToken=${signPreviewToken(PREVIEW_SECRET, id, { now: new Date(), ...(ttlMs ? { ttlMs } : {}) })}`;

beforeAll(async () => {
  server = await startServer({
    dataDir: freshPgliteDir(),
    stockLevels: { '20003': 4 },
    previewSecret: PREVIEW_SECRET,
  });
  client = server.client();
});

afterAll(async () => {
  await server.close();
  removeScratch();
});

interface ProductAnswer {
  productinfo: Record<string, unknown> & {
    id: string;
    name: string;
    sKUs: Record<string, unknown>[];
    productAttributes: { key: string; value: string }[];
  };
  fromTimeoutCache: boolean;
  inventory: { inventoryMessage: { inventoryStatus: string }; online: Record<string, unknown>[] };
}

describe('GET /api/product/v2/{id}', () => {
  it('answers the standard card with every field of spec 3', async () => {
    const answer = await client.get<ProductAnswer>(
      '/api/product/v2/10001?storeId=412&defaultStoreEligibility=true&liveInactive=false',
    );
    expect(answer.status).toBe(200);
    const info = answer.body.productinfo;
    for (const field of [
      'id', 'productId', 'name', 'manufacturer', 'brand', 'partNumber', 'mfPartNumber', 'longDescription', 'seoURL',
      'fullImage', 'catentryId', 'defaultSku', 'sKUs', 'isSingleSkuProduct', 'isGiftCard', 'varianttype', 'productType',
      'categoryId', 'categoryIds', 'wgFlag', 'isBuyNowEligible', 'relatedProducts', 'breadCrumb', 'media', 'swatchImgList',
      'productMessage', 'promoMessage', 'promotionalDetails', 'shippingPrice', 'shippingMessage', 'showBIS', 'ppuEnabled',
      'gcAmounts', 'gcMinAmount', 'gcMaxAmount', 'totalGcMaxAmount', 'minAmount', 'maxAmount', 'selectedGCAmount',
      'bulkGiftcardMinQuantity', 'bulkGiftcardSeoUrl', 'standardGiftcardSeoUrl', 'productAttributes', 'bvRating', 'rating',
      'reviewCount', 'averageRating', 'price', 'selectedIdentifier', 'identifiersMap', 'quantity', 'itemId', 'mfItemId',
      'productSpecifications', 'featureBenefits', 'specifications', 'whatsInTheBox', 'legalDisclaimer', 'manualsAndRebates',
      'lawLabel', 'stateRestriction',
    ]) {
      expect(info, field).toHaveProperty(field);
    } // prettier-ignore
    expect(info).toMatchObject({
      id: '10001',
      name: 'Cairnfield Gift Card',
      seoURL: '/p/cairnfield-gift-card',
      isGiftCard: 'Y',
      varianttype: 'giftcard',
      gcAmounts: [25, 50, 75, 100, 150, 200],
      gcMinAmount: 1,
      gcMaxAmount: 1500,
      totalGcMaxAmount: 10000,
      bulkGiftcardMinQuantity: 51,
      standardGiftcardSeoUrl: '/p/cairnfield-gift-card',
      bulkGiftcardSeoUrl: '/p/cairnfield-bulk-gift-card',
      rating: 4.4,
      bvRating: 4.4,
      averageRating: 4.4,
      reviewCount: 5,
      showBIS: false,
      lawLabel: { value: 'Gift Card Law Label (PDF)', url: '/media/files/gift-card-law-label.pdf' },
    });
    expect(info.productAttributes).toEqual([
      { key: 'eGiftCardFlag', value: 'N' },
      { key: 'reviewcount', value: '5' },
    ]);
    expect(info.sKUs[0]).toMatchObject({
      skuId: '20001',
      eGiftCardFlag: 'N',
      imageURL: '/media/giftcards/standard-large.svg',
      thumbnail: '/media/giftcards/standard-small.svg',
      descriptiveAttributes: { cupidName: 'Gift Card', PayPalEligible: 'Y' },
    });
    expect(String(info.longDescription)).toContain('<ul>');
    expect(answer.body.fromTimeoutCache).toBe(false);
    expect(answer.body.inventory.inventoryMessage.inventoryStatus).toBe('IN_STOCK');
  });

  it('references no outside URL anywhere in the catalogue', async () => {
    for (const id of ['10001', '10002', '10003', '10004']) {
      const answer = await client.get(`/api/product/v2/${id}`);
      expect(answer.text).not.toMatch(/https?:\/\//);
    }
  });

  it('marks the eGift card with eGiftCardFlag Y', async () => {
    const answer = await client.get<ProductAnswer>('/api/product/v2/10003');
    expect(answer.body.productinfo.productAttributes).toContainEqual({
      key: 'eGiftCardFlag',
      value: 'Y',
    });
    expect(answer.body.productinfo.sKUs[0]).toMatchObject({
      skuId: '20005',
      eGiftCardFlag: 'Y',
      shipModeId: '10557',
    });
  });

  it('gives the bulk card several designs', async () => {
    const answer = await client.get<ProductAnswer>('/api/product/v2/10002');
    expect(answer.body.productinfo.sKUs.map((sku) => sku.skuId)).toEqual([
      '20002',
      '20003',
      '20004',
    ]);
    expect(answer.body.productinfo).toMatchObject({
      seoURL: '/p/cairnfield-bulk-gift-card',
      selectedIdentifier: 'Pattern',
    });
  });

  it('shows the out-of-stock card with showBIS', async () => {
    const answer = await client.get<ProductAnswer>('/api/product/v2/10004');
    expect(answer.body.productinfo).toMatchObject({
      showBIS: true,
      seoURL: '/p/cairnfield-summit-gift-card',
    });
    expect(answer.body.inventory.inventoryMessage.inventoryStatus).toBe('OUT_OF_STOCK');
  });

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const unknown = await client.get<ErrorAnswer>('/api/product/v2/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({
      errorKey: '_ERR_NOT_FOUND',
      message: 'Product 99999 was not found',
    });
    expect((await client.get('/api/product/v2/preview-10001')).status).toBe(400);
    const badQuery = await client.get<ErrorAnswer>('/api/product/v2/10001?storeId=abc');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.errors[0]?.field).toBe('storeId');
  });
});

describe('GET /api/preview/product/v2/{id}', () => {
  it('serves the draft under its preview id, with a signed preview link', async () => {
    const answer = await client.get<ProductAnswer>(
      `/api/preview/product/v2/preview-10001${link('10001')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.productinfo).toMatchObject({
      id: '10001',
      name: 'Cairnfield Gift Card (Draft: Winter Refresh)',
      isPreview: true,
    });
  });
  it("gives the draft's inventory from its own SKU list and their stock", async () => {
    const answer = await client.get<ProductAnswer>(
      `/api/preview/product/v2/preview-10001${link('preview-10001')}`,
    );
    expect(answer.body.inventory.online.map((sku) => sku.skuId)).toEqual(['20001']);
    expect(answer.body.inventory.inventoryMessage.inventoryStatus).toBe('IN_STOCK');
  });
  it('serves live products too, and 404 for unknown ids', async () => {
    expect(
      (await client.get<ProductAnswer>(`/api/preview/product/v2/10003${link('10003')}`)).body
        .productinfo.name,
    ).toBe('Cairnfield eGift Card');
    expect((await client.get(`/api/preview/product/v2/preview-99999${link('99999')}`)).status).toBe(
      404,
    );
  });
  it('given no link, another product’s, a forged or an expired one, should answer 403 and show nothing of the draft', async () => {
    const other = link('10003');
    const genuine = signPreviewToken(PREVIEW_SECRET, '10001', { now: new Date() });
    const forged = `${genuine.slice(0, -3)}${genuine.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const expired = signPreviewToken(PREVIEW_SECRET, '10001', {
      now: new Date(Date.now() - 2 * 24 * 60 * 60_000),
    });
    const otherKey = signPreviewToken('another-shop-s-preview-secret-xxxxxxx', '10001', {
      now: new Date(),
    });
    for (const query of [
      '',
      other,
      `?previewToken=${forged}`,
      `?previewToken=${expired}`,
      `?previewToken=${otherKey}`,
      '?previewToken=x',
    ]) {
      const answer = await client.get<ErrorAnswer>(`/api/preview/product/v2/preview-10001${query}`);
      expect(answer.status, query).toBe(403);
      expect(answer.body.errors[0]?.errorKey).toBe('_ERR_PREVIEW_FORBIDDEN');
      expect(answer.text).not.toContain('Winter Refresh');
    }
    // The same for a draft that does not exist: the answer tells nothing of which do.
    expect((await client.get('/api/preview/product/v2/preview-99999')).status).toBe(403);
  });
});

describe('GET /api/inventory/v2', () => {
  it('answers the inventory per SKU', async () => {
    const answer = await client.get(
      '/api/inventory/v2?productId=10001&storeId=412&bopisEnabled=true&storeState=CO',
    );
    expect(answer.body).toEqual({
      data: {
        inventory: {
          productId: '10001',
          online: [
            {
              skuId: '20001',
              deliveryMessage: { online: 'IN_STOCK', store: 'BOPIS_INELIGIBLE' },
              availableQuantity: 40,
              inventoryStatus: 'IN_STOCK',
            },
          ],
          store: [],
          inventoryMessage: { inventoryStatus: 'IN_STOCK', message: 'In Stock' },
        },
      },
    });
  });
  it('reports limited and untracked stock', async () => {
    const answer = await client.get<{ data: { inventory: ProductAnswer['inventory'] } }>(
      '/api/inventory/v2?productId=10002',
    );
    expect(
      answer.body.data.inventory.online.map((sku) => [
        sku.skuId,
        sku.inventoryStatus,
        sku.availableQuantity,
      ]),
    ).toEqual([
      ['20002', 'IN_STOCK', 9999],
      ['20003', 'LIMITED_AVAILABILITY', 4],
      ['20004', 'IN_STOCK', 9999],
    ]);
  });
  it('reports out of stock', async () => {
    const answer = await client.get<{ data: { inventory: ProductAnswer['inventory'] } }>(
      '/api/inventory/v2?productId=10004',
    );
    expect(answer.body.data.inventory.inventoryMessage).toEqual({
      inventoryStatus: 'OUT_OF_STOCK',
      message: 'Out Of Stock',
    });
  });
  it('validates the query', async () => {
    expect((await client.get<ErrorAnswer>('/api/inventory/v2')).body.errors[0]?.field).toBe(
      'productId',
    );
    expect((await client.get('/api/inventory/v2?productId=10001&storeState=Colorado')).status).toBe(
      400,
    );
    expect((await client.get('/api/inventory/v2?productId=55555')).status).toBe(404);
  });
});

describe('POST /api/inventory/notify', () => {
  const single = {
    productId: '10004',
    skuId: '20006',
    partNumber: 'CF-GC-SUMMIT',
    email: 'Notify.Me@example.com',
    mobile: '303-555-0100',
  };

  it('registers, then answers already exist for the same e-mail (any case)', async () => {
    const first = await client.post('/api/inventory/notify?bisCloudFlag=true', single);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      backInStock: { status: 'SUCCESS', productId: '10004', email: 'Notify.Me@example.com' },
    });
    const second = await client.post<{ backInStock: { status: string } }>('/api/inventory/notify', {
      ...single,
      email: 'notify.me@EXAMPLE.com',
    });
    expect(second.status).toBe(200);
    expect(second.body.backInStock.status).toContain('already exist');
  });

  it('registers bundles with ?isBundle=true', async () => {
    const bundle = {
      bundleProductId: '10002',
      partNumber: 'CF-GC-BULK',
      components: ['20002', '20003'],
      email: 'team@example.com',
    };
    expect((await client.post('/api/inventory/notify?isBundle=true', bundle)).body).toMatchObject({
      backInStock: { status: 'SUCCESS' },
    });
    const again = await client.post<{ backInStock: { status: string } }>(
      '/api/inventory/notify?isBundle=true',
      bundle,
    );
    expect(again.body.backInStock.status).toContain('already exist');
    const unknownComponent = await client.post<ErrorAnswer>('/api/inventory/notify?isBundle=true', {
      ...bundle,
      components: ['20002', '88888'],
    });
    expect(unknownComponent.status).toBe(400);
    expect(unknownComponent.body.errors[0]?.field).toBe('components.1');
  });

  it('refuses bad input', async () => {
    const badEmail = await client.post<ErrorAnswer>('/api/inventory/notify', {
      ...single,
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0]).toMatchObject({
      field: 'email',
      message: 'Please enter the Email Address in a valid format',
    });
    expect(
      (await client.post<ErrorAnswer>('/api/inventory/notify', { ...single, skuId: '20001' })).body
        .errors[0]?.field,
    ).toBe('skuId');
    expect(
      (await client.post('/api/inventory/notify', { ...single, productId: '77777' })).status,
    ).toBe(404);
    expect(
      (await client.post('/api/inventory/notify', { ...single, mobile: 'call me' })).status,
    ).toBe(400);
    // A bundle body without ?isBundle=true is checked as a single registration.
    expect(
      (
        await client.post('/api/inventory/notify', {
          bundleProductId: '10002',
          email: 'a@example.com',
        })
      ).status,
    ).toBe(400);
  });
});

describe('reviews service', () => {
  it('answers statistics in the vendor shape', async () => {
    const answer = await client.get(
      '/data/statistics.json?stats=reviews&filter=productid:eq:10001',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Results: [
        {
          ProductStatistics: {
            ProductId: '10001',
            ReviewStatistics: {
              AverageOverallRating: 4.4,
              TotalReviewCount: 5,
              OverallRatingRange: 5,
            },
          },
        },
      ],
      HasErrors: false,
      Errors: [],
    });
  });
  it('filters on several ids or a part number, leaving unknown products out', async () => {
    const many = await client.get<{ Results: { ProductStatistics: { ProductId: string } }[] }>(
      '/data/statistics.json?stats=reviews&filter=productid:eq:10003,99999,CF-GC-SUMMIT',
    );
    expect(many.body.Results.map((result) => result.ProductStatistics.ProductId)).toEqual([
      '10003',
      '10004',
    ]);
  });
  it('refuses a bad stats or filter with 400 and the vendor error fields', async () => {
    const answer = await client.get(
      '/data/statistics.json?stats=questions&filter=productid:eq:10001',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      HasErrors: true,
      errors: [{ errorKey: '_ERR_INVALID_INPUT', field: 'stats' }],
    });
    expect(
      (await client.get('/data/statistics.json?stats=reviews&filter=rating:gt:3')).status,
    ).toBe(400);
  });
  it('pages reviews', async () => {
    const answer = await client.get<{
      TotalResults: number;
      Limit: number;
      Offset: number;
      Results: Record<string, unknown>[];
    }>('/data/reviews.json?filter=productid:eq:10001&limit=2&offset=1');
    expect(answer.body).toMatchObject({ TotalResults: 5, Limit: 2, Offset: 1, HasErrors: false });
    expect(answer.body.Results).toHaveLength(2);
    expect(Object.keys(answer.body.Results[0] ?? {})).toEqual(
      expect.arrayContaining([
        'Id',
        'Rating',
        'Title',
        'ReviewText',
        'UserNickname',
        'SubmissionTime',
        'IsRecommended',
      ]),
    );
    expect(
      (await client.get('/data/reviews.json?filter=productid:eq:10001&limit=500')).status,
    ).toBe(400);
    expect((await client.get('/data/reviews.json?filter=productid:eq:10001,10002')).status).toBe(
      400,
    );
  });
  it('lists questions with answers', async () => {
    const answer = await client.get<{
      TotalResults: number;
      Results: {
        QuestionSummary: string;
        Answers: { AnswerText: string; UserNickname: string }[];
      }[];
    }>('/data/questions.json?filter=productid:eq:10001');
    expect(answer.body.TotalResults).toBe(2);
    expect(answer.body.Results[0]?.QuestionSummary).toBe('Can I use this gift card online?');
    expect(answer.body.Results[1]?.Answers).toHaveLength(2);
  });
  it('answers empty results for a product without reviews', async () => {
    expect((await client.get('/data/reviews.json?filter=productid:eq:123456')).body).toMatchObject({
      TotalResults: 0,
      Results: [],
    });
  });
});

describe('media', () => {
  it('serves gift card artwork as SVG in two sizes', async () => {
    const small = await client.get('/media/giftcards/standard-small.svg');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toContain('image/svg+xml');
    expect(small.headers.get('cache-control')).toContain('max-age');
    expect(small.text).toContain('width="480"');
    expect(small.text).toContain(
      '<title id="cf-standard-small-title">Cairnfield Outfitters Gift Card</title>',
    );
    const large = await client.get('/media/giftcards/egift-large.svg');
    expect(large.text).toContain('width="960"');
    expect((await client.get('/media/giftcards/standard-huge.svg')).status).toBe(404);
    expect((await client.get('/media/giftcards/..%2Fsecret-small.svg')).status).toBe(404);
  });
  it('serves every image the catalogue references', async () => {
    const product = await client.get('/api/product/v2/10002');
    const paths = new Set(product.text.match(/\/media\/giftcards\/[a-z-]+\.svg/g));
    expect(paths.size).toBeGreaterThan(2);
    for (const path of paths) expect((await client.get(path)).status, path).toBe(200);
  });
  it('serves the manuals and the law label as real PDFs', async () => {
    for (const name of [
      'gift-card-terms.pdf',
      'bulk-gift-card-guide.pdf',
      'egift-card-faq.pdf',
      'gift-card-law-label.pdf',
    ]) {
      const answer = await client.get(`/media/files/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.text.startsWith('%PDF-1.4')).toBe(true);
      expect(answer.text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect((await client.get('/media/files/passwd')).status).toBe(404);
  });
});

describe('GET /api/profile/r2/{profileId}', () => {
  it('answers the signed-in shopper their own profile, with subscriptions on request', async () => {
    const own = server.client();
    await own.signIn('demo-1');
    const plain = await own.get<{ profile: Record<string, unknown> }>('/api/profile/r2/demo-1');
    expect(plain.status).toBe(200);
    expect(plain.body.profile).toMatchObject({
      profileId: 'demo-1',
      firstName: 'Jordan',
      userType: 'R',
    });
    expect(plain.body.profile).not.toHaveProperty('subscriptions');
    const full = await own.get<{ profile: Record<string, unknown> }>(
      '/api/profile/r2/demo-1?fetchSubscriptions=Y',
    );
    expect(full.body.profile.subscriptions).toHaveLength(2);
    expect((await own.get('/api/profile/r2/demo-1?fetchSubscriptions=sure')).status).toBe(400);
  });

  it('answers 401 to a shopper who is not signed in', async () => {
    const guest = server.client();
    const cases: [string, Record<string, string>][] = [
      ['no cookies', {}],
      ['profileId without the sign-in marker', { cookie: 'profileId=demo-1' }],
      ['sign-in marker without a profile', { cookie: 'USER_ACTIVITY=registered' }],
      ['a guest', { cookie: 'USER_ACTIVITY=guest; profileId=demo-1' }],
      ['a malformed profile id', { cookie: 'USER_ACTIVITY=registered; profileId=demo%201' }],
    ];
    for (const [label, headers] of cases) {
      const answer = await guest.get<ErrorAnswer>('/api/profile/r2/demo-1', { headers });
      expect(answer.status, label).toBe(401);
      expect(answer.headers.get('content-type'), label).toContain('application/json');
      expect(answer.body, label).toEqual({
        errors: [{ errorKey: '_ERR_NOT_SIGNED_IN', message: 'Sign in to see your profile' }],
      });
      expect(answer.text, label).not.toContain('Jordan');
    }
  });

  it("answers 403 to a shopper signed in as another profile, without the profile's data", async () => {
    const other = server.client();
    await other.signIn('demo-2');
    const answer = await other.get<ErrorAnswer>('/api/profile/r2/demo-1?fetchSubscriptions=Y');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      errors: [
        { errorKey: '_ERR_PROFILE_FORBIDDEN', message: 'You can only see your own profile' },
      ],
    });
    expect(answer.text).not.toContain('Jordan');
  });

  it('answers 404 to a signed-in shopper whose profile does not exist', async () => {
    const unknown = server.client();
    await unknown.signIn('demo-2');
    const answer = await unknown.get<ErrorAnswer>('/api/profile/r2/demo-2');
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]?.errorKey).toBe('_ERR_NOT_FOUND');
  });
});

describe('fraud collector', () => {
  it('hands out its configuration', async () => {
    const answer = await client.get<{ config: { hostname: string; refreshIntervalMs: number } }>(
      '/cs/config',
    );
    expect(answer.body.config).toMatchObject({
      hostname: '127.0.0.1',
      refreshIntervalMs: 900000,
      configTimeoutMs: 3000,
    });
    expect(answer.body.config.hostname).toMatch(/^[A-Za-z0-9.]+$/);
  });
  it('stores a collection session and its location', async () => {
    const session = await client.post('/session/0123456789abcdef', {
      screen: '1920x1080',
      tz: -360,
      touch: false,
    });
    expect(session.body).toEqual({ session: { id: '0123456789abcdef', status: 'COLLECTED' } });
    expect((await client.post('/session/0123456789abcdef')).status).toBe(200);
    const location = await client.post('/cs/location', {
      sessionId: '0123456789abcdef',
      latitude: 39.75,
      longitude: -104.99,
      accuracy: 30,
    });
    expect(location.body).toEqual({ location: { status: 'STORED' } });
    expect(await server.api.repo.fraudSessions.get('0123456789abcdef')).toMatchObject({
      collected: {},
      location: { latitude: 39.75, longitude: -104.99, accuracy: 30 },
    });
  });
  it('generates and stores the device cookie', async () => {
    const generated = await client.get<{ cookie: { value: string } }>('/cs/generatecookie');
    expect(generated.headers.get('set-cookie')).toMatch(
      /cf_device_id=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    expect(client.cookies.get('cf_device_id')).toBe(generated.body.cookie.value);
    const again = await client.get<{ cookie: { value: string } }>('/cs/generatecookie');
    expect(again.body.cookie.value).toBe(generated.body.cookie.value);
    const stored = await client.post('/cs/storecookie', {
      value: 'device-abc-123',
      sessionId: '0123456789abcdef',
    });
    expect(stored.body).toEqual({ cookie: { name: 'cf_device_id', status: 'STORED' } });
    expect(client.cookies.get('cf_device_id')).toBe('device-abc-123');
  });
  it('serves the iframe page and refuses bad input', async () => {
    const page = await client.get('/cs/logo.htm');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).not.toContain('<script');
    expect((await client.post('/session/short', {})).status).toBe(400);
    expect((await client.post('/session/0123456789abcdef', { nested: { deep: 1 } })).status).toBe(
      400,
    );
    expect(
      (
        await client.post('/cs/location', {
          sessionId: '0123456789abcdef',
          latitude: 91,
          longitude: 0,
        })
      ).status,
    ).toBe(400);
    expect((await client.post('/cs/storecookie', { value: 'a;b' })).status).toBe(400);
  });
});
