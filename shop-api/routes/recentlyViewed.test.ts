import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, freshStorage, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer, TestServer } from '../test/helpers.ts';

interface ListAnswer {
  recentlyViewed: { productId: string; name: string; url: string; imageUrl: string | null }[];
}

const card = (n: number) => ({
  productId: `1000${n}`,
  name: `Card ${n}`,
  url: `/p/card-${n}`,
  imageUrl: `/media/card-${n}.svg`,
});

afterAll(() => removeScratch());

describe.each(availableBackends())('recently viewed over HTTP on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await freshStorage(backend));
  });
  afterAll(async () => {
    await server.close();
  });

  it('is for signed-in shoppers only: a guest gets 401 with _ERR_NOT_SIGNED_IN', async () => {
    const guest = server.client();
    const get = await guest.get<ErrorAnswer>('/api/profile/recentlyviewed');
    expect(get.status).toBe(401);
    expect(get.body.errors[0]?.errorKey).toBe('_ERR_NOT_SIGNED_IN');
    expect((await guest.post('/api/profile/recentlyviewed', card(1))).status).toBe(401);
  });

  it('keeps the newest first, once per product, and leaves the profile answer unchanged', async () => {
    const shopper = server.client();
    await shopper.signIn();
    expect((await shopper.get<ListAnswer>('/api/profile/recentlyviewed')).body).toEqual({
      recentlyViewed: [],
    });
    await shopper.post('/api/profile/recentlyviewed', card(1));
    await shopper.post('/api/profile/recentlyviewed', card(2));
    const again = await shopper.post<ListAnswer>('/api/profile/recentlyviewed', card(1));
    expect(again.status).toBe(200);
    expect(again.body.recentlyViewed.map((i) => i.productId)).toEqual(['10001', '10002']);
    const read = await shopper.get<ListAnswer>('/api/profile/recentlyviewed');
    expect(read.body.recentlyViewed).toEqual([card(1), card(2)]);

    const profile = await shopper.get<{ profile: Record<string, unknown> }>(
      '/api/profile/r2/demo-1',
    );
    expect(profile.body.profile).toMatchObject({ profileId: 'demo-1' });
    expect(profile.body.profile).not.toHaveProperty('recentlyViewed');
  });

  it('keeps at most 20', async () => {
    const shopper = server.client();
    await shopper.signIn();
    for (let n = 0; n < 22; n += 1) {
      await shopper.post('/api/profile/recentlyviewed', { ...card(n), productId: `p${n}` });
    }
    const read = await shopper.get<ListAnswer>('/api/profile/recentlyviewed');
    expect(read.body.recentlyViewed).toHaveLength(20);
    expect(read.body.recentlyViewed[0]?.productId).toBe('p21');
  });

  it.each([
    ['a script url', { ...card(1), url: 'javascript:alert(1)' }],
    ['an off-site image', { ...card(1), imageUrl: '//evil.example/x.png' }],
    ['no name', { ...card(1), name: '' }],
    ['a bad product id', { ...card(1), productId: '../x' }],
  ])('rejects %s with 400', async (_what, body) => {
    const shopper = server.client();
    await shopper.signIn();
    expect((await shopper.post('/api/profile/recentlyviewed', body)).status).toBe(400);
  });

  it.each([
    ['a NUL in the name', { ...card(1), name: 'a\u0000' }, 'name'],
    ['a lone surrogate in the name', { ...card(1), name: 'a\uD800' }, 'name'],
    ['a NUL in the image path', { ...card(1), imageUrl: '/media/a\u0000.svg' }, 'imageUrl'],
    ['a lone surrogate in the image path', { ...card(1), imageUrl: '/media/\uDC00' }, 'imageUrl'],
  ])(
    'answers %s with the text check’s 400, and keeps the list as it was',
    async (_what, body, field) => {
      const shopper = server.client();
      await shopper.signIn();
      await shopper.post('/api/profile/recentlyviewed', card(3));
      const answer = await shopper.post<ErrorAnswer>('/api/profile/recentlyviewed', body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual({
        errorKey: '_ERR_INVALID_INPUT',
        field,
        message: 'Must not contain control characters or broken Unicode',
      });
      const read = await shopper.get<ListAnswer>('/api/profile/recentlyviewed');
      expect(read.body.recentlyViewed[0]).toEqual(card(3));
    },
  );
});
