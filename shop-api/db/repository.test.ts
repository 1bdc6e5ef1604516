import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableBackends,
  freshPgliteDir,
  freshPostgresUrl,
  removeScratch,
} from '../test/helpers.ts';
import { sql } from 'kysely';
import type { ShopDatabase } from './database.ts';
import { MIGRATIONS, migrate } from './migrations.ts';
import { openPostgres } from './pg.ts';
import { openPglite } from './pglite.ts';
import { createRepository } from './repository.ts';
import type { ShopRepository } from './repository.ts';
import { seed } from './seed.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');

afterAll(removeScratch);

describe.each(availableBackends())('repository on %s', (backend) => {
  let client: ShopDatabase;
  let repo: ShopRepository;
  let dataDir = '';

  beforeAll(async () => {
    if (backend === 'pglite') {
      // The template is already migrated and seeded; the tests below re-run both to prove
      // they are idempotent.
      dataDir = freshPgliteDir();
      client = await openPglite(dataDir);
    } else {
      client = openPostgres(await freshPostgresUrl());
    }
    await migrate(client);
    repo = createRepository(client);
    await seed(repo, { now: NOW });
  });

  afterAll(async () => {
    await client.close();
  });

  it('reports its backend', () => {
    expect(repo.backend).toBe(backend);
  });

  describe('migrations and seed', () => {
    it('apply once: a second run applies nothing', async () => {
      expect(await migrate(client)).toEqual([]);
      const rows = await client
        .current()
        .selectFrom('schemaMigrations')
        .select('id')
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    });

    it('seed twice leaves the same catalogue', async () => {
      const count = async (table: string) =>
        (
          await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM ${sql.table(table)}`.execute(
            client.current(),
          )
        ).rows[0]?.n;
      const before = [
        await count('products'),
        await count('skus'),
        await count('reviews'),
        await count('questions'),
      ];
      await seed(repo, { now: NOW });
      expect([
        await count('products'),
        await count('skus'),
        await count('reviews'),
        await count('questions'),
      ]).toEqual(before);
      expect(before).toEqual([5, 6, 12, 4]);
    });

    it('applies stock overrides after the defaults, and refuses unknown SKUs', async () => {
      await seed(repo, { now: NOW, stockLevels: { '20001': 5 } });
      expect((await repo.products.getSkus(['20001']))[0]?.stockLevel).toBe(5);
      await seed(repo, { now: NOW });
      expect((await repo.products.getSkus(['20001']))[0]?.stockLevel).toBe(40);
      await expect(seed(repo, { now: NOW, stockLevels: { '99999': 1 } })).rejects.toThrow(
        'unknown SKU 99999',
      );
    });
  });

  describe('reviews and profiles', () => {
    it('computes statistics from the reviews', async () => {
      const stats = await repo.reviews.statistics(['10001', '10003', '77777']);
      expect(stats).toEqual([
        { productId: '10001', totalReviewCount: 5, averageOverallRating: 4.4 },
        {
          productId: '10003',
          totalReviewCount: 3,
          averageOverallRating: expect.closeTo(4.667, 3) as number,
        },
        { productId: '77777', totalReviewCount: 0, averageOverallRating: 0 },
      ]);
    });

    it('pages reviews newest first', async () => {
      const first = await repo.reviews.listReviews('10001', { limit: 2, offset: 0 });
      expect(first.total).toBe(5);
      expect(first.reviews.map((review) => review.reviewId)).toEqual(['r-10001-1', 'r-10001-2']);
      expect(first.reviews[0]?.submittedAt).toEqual(new Date('2026-09-14T16:20:00.000Z'));
      const last = await repo.reviews.listReviews('10001', { limit: 2, offset: 4 });
      expect(last.reviews.map((review) => review.reviewId)).toEqual(['r-10001-5']);
    });

    it('lists questions with their answers', async () => {
      const { total, questions } = await repo.reviews.listQuestions('10001', {
        limit: 10,
        offset: 0,
      });
      expect(total).toBe(2);
      expect(questions[1]?.answers).toHaveLength(2);
    });

    it('stores profiles', async () => {
      expect((await repo.profiles.get('demo-1'))?.firstName).toBe('Jordan');
      expect(await repo.profiles.get('demo-2')).toBeNull();
    });
  });

  describe('back in stock', () => {
    it('registers once per product and e-mail', async () => {
      const registration = {
        registrationId: crypto.randomUUID(),
        productId: '10004',
        skuId: '20006',
        partNumber: 'CF-GC-SUMMIT',
        email: 'ana@example.com',
        mobile: null,
        isBundle: false,
        components: [],
      };
      expect(await repo.backInStock.register(registration, NOW)).toBe('created');
      expect(
        await repo.backInStock.register(
          { ...registration, registrationId: crypto.randomUUID() },
          NOW,
        ),
      ).toBe('exists');
      expect(
        await repo.backInStock.register(
          { ...registration, registrationId: crypto.randomUUID(), productId: '10002' },
          NOW,
        ),
      ).toBe('created');
      const stored = await repo.backInStock.list('10004');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ email: 'ana@example.com', components: [], createdAt: NOW });
    });
  });

  describe('sessions, orders and items', () => {
    it('round-trips a cart with JSON columns and timestamps', async () => {
      const token = crypto.randomUUID();
      const session = await repo.sessions.create(token, NOW);
      expect(session).toMatchObject({
        token,
        cartOrderId: null,
        lastAdd: null,
        presentedAt: null,
        createdAt: NOW,
      });
      const later = new Date(NOW.getTime() + 1000);
      await repo.sessions.markPresented(token, later);
      await repo.sessions.markPresented(token, new Date(NOW.getTime() + 2000));
      expect((await repo.sessions.get(token))?.presentedAt).toEqual(later);

      const order = await repo.orders.create(
        { sessionToken: token, profileId: null, kind: 'cart' },
        NOW,
      );
      expect(order.orderId).toMatch(/^\d{7}$/);
      expect(order).toMatchObject({
        status: 'P',
        kind: 'cart',
        shippingAddress: null,
        placedAt: null,
      });
      const next = await repo.orders.create(
        { sessionToken: token, profileId: 'demo-1', kind: 'express' },
        NOW,
      );
      expect(Number(next.orderId)).toBeGreaterThan(Number(order.orderId));

      const lastAdd = { orderId: order.orderId, requested: 2, added: 2, lines: [] };
      await repo.sessions.update(token, { cartOrderId: order.orderId, lastAdd }, NOW);
      expect(await repo.sessions.get(token, { forUpdate: false })).toMatchObject({
        cartOrderId: order.orderId,
        lastAdd,
      });

      const item = await repo.orders.insertItem(
        {
          orderId: order.orderId,
          productId: '10003',
          skuId: '20005',
          quantity: 2,
          unitPriceCents: 5000,
          isEgc: true,
          egift: {
            senderEmail: 's@example.com',
            senderFirstName: 'Sam',
            senderLastName: 'Lee',
            senderMessage: '',
            isSendToOne: true,
            recipients: [
              {
                sequence: 1,
                recipientFirstName: 'Ana',
                recipientLastName: 'Diaz',
                recipientEmail: 'a@example.com',
              },
            ],
            comment: '',
            firstDataFulfilState: 'NEW',
          },
          shipModeId: '10557',
        },
        NOW,
      );
      expect(item.egift?.recipients[0]?.recipientEmail).toBe('a@example.com');
      await repo.orders.setItemQuantity(item.orderItemId, 3);
      await repo.orders.setItemShipMode(item.orderItemId, '10551');
      expect((await repo.orders.listItems(order.orderId))[0]).toMatchObject({
        quantity: 3,
        shipModeId: '10551',
      });

      const address = {
        firstName: 'Ana',
        lastName: 'Diaz',
        address: '1 Main St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        country: 'US',
      };
      const placedAt = new Date('2026-11-22T12:30:00.000Z');
      await repo.orders.update(
        order.orderId,
        { status: 'M', shippingAddress: address, placedAt, placedTotals: { orderTotal: 150 } },
        NOW,
      );
      expect(await repo.orders.get(order.orderId, { forUpdate: false })).toMatchObject({
        status: 'M',
        shippingAddress: address,
        placedAt,
        placedTotals: { orderTotal: 150 },
      });
      await repo.orders.update(order.orderId, { shippingAddress: null }, NOW);
      expect((await repo.orders.get(order.orderId))?.shippingAddress).toBeNull();

      await repo.orders.deleteItem(item.orderItemId);
      expect(await repo.orders.listItems(order.orderId)).toEqual([]);
      expect(await repo.orders.get('1')).toBeNull();
    });
  });

  describe('idempotency keys', () => {
    it('claims, replays, releases and purges', async () => {
      const key = crypto.randomUUID();
      const scope = 'scope-a';
      expect(await repo.idempotencyKeys.claim(scope, key, 'fp-1', NOW)).toEqual({ claimed: true });
      const second = await repo.idempotencyKeys.claim(scope, key, 'fp-1', NOW);
      expect(second).toMatchObject({
        claimed: false,
        record: { scope, state: 'pending', fingerprint: 'fp-1' },
      });
      await repo.idempotencyKeys.complete(scope, key, {
        status: 200,
        body: '{"ok":true}',
        headers: { 'set-cookie': ['a=b'] },
      });
      expect(await repo.idempotencyKeys.claim(scope, key, 'fp-1', NOW)).toMatchObject({
        claimed: false,
        record: {
          state: 'done',
          status: 200,
          body: '{"ok":true}',
          headers: { 'set-cookie': ['a=b'] },
        },
      });
      await repo.idempotencyKeys.release(scope, key);
      expect(await repo.idempotencyKeys.claim(scope, key, 'fp-2', NOW)).toEqual({ claimed: true });
      expect(await repo.idempotencyKeys.purge(new Date(NOW.getTime() + 1))).toBeGreaterThanOrEqual(
        1,
      );
      expect(await repo.idempotencyKeys.claim(scope, key, 'fp-3', NOW)).toEqual({ claimed: true });
    });

    it('keeps the same key apart per scope, and copies an answer to a second scope', async () => {
      const key = crypto.randomUUID();
      expect(await repo.idempotencyKeys.claim('scope-a', key, 'fp-a', NOW)).toEqual({
        claimed: true,
      });
      expect(await repo.idempotencyKeys.claim('scope-b', key, 'fp-b', NOW)).toEqual({
        claimed: true,
      });
      const response = { status: 200, body: '{"a":1}', headers: {} };
      await repo.idempotencyKeys.complete('scope-a', key, response, 'scope-c');
      for (const scope of ['scope-a', 'scope-c']) {
        expect(await repo.idempotencyKeys.claim(scope, key, 'fp-a', NOW)).toMatchObject({
          claimed: false,
          record: { scope, state: 'done', fingerprint: 'fp-a', body: '{"a":1}' },
        });
      }
      expect(await repo.idempotencyKeys.claim('scope-b', key, 'fp-b', NOW)).toMatchObject({
        claimed: false,
        record: { state: 'pending' },
      });
      await repo.idempotencyKeys.release('scope-b', key);
      expect(await repo.idempotencyKeys.claim('scope-a', key, 'fp-a', NOW)).toMatchObject({
        claimed: false,
        record: { state: 'done' },
      });
    });
  });

  describe('wallet and fraud records', () => {
    it('stores sandbox payments', async () => {
      const order = await repo.orders.create(
        { sessionToken: crypto.randomUUID(), profileId: null, kind: 'express' },
        NOW,
      );
      const payment = await repo.accountWalletPayments.insert(
        { paymentId: 'PAYID-TEST1', orderId: order.orderId, doc: { intent: 'order' } },
        NOW,
      );
      expect(payment).toMatchObject({ state: 'created', doc: { intent: 'order' } });
      await repo.accountWalletPayments.update(
        'PAYID-TEST1',
        { state: 'approved', doc: { intent: 'order', payer: { id: 'x' } } },
        NOW,
      );
      expect(await repo.accountWalletPayments.get('PAYID-TEST1')).toMatchObject({
        state: 'approved',
        doc: { payer: { id: 'x' } },
      });
      expect(await repo.accountWalletPayments.get('PAYID-NONE')).toBeNull();
    });

    it('merges fraud collector data per session', async () => {
      await repo.fraudSessions.merge('session-0001', { collected: { a: 1 } }, NOW);
      await repo.fraudSessions.merge('session-0001', { location: { latitude: 1 } }, NOW);
      expect(await repo.fraudSessions.get('session-0001')).toEqual({
        collected: { a: 1 },
        location: { latitude: 1 },
      });
      expect(await repo.fraudSessions.get('session-none')).toBeNull();
    });
  });

  // A restart of the same data folder is a PGlite matter (PostgreSQL keeps its own server).
  if (backend === 'pglite') {
    it('keeps everything across a restart of the same folder', async () => {
      const token = crypto.randomUUID();
      await repo.sessions.create(token, NOW);
      await client.close();
      client = await openPglite(dataDir);
      repo = createRepository(client);
      expect(await migrate(client)).toEqual([]);
      expect(await repo.sessions.get(token)).not.toBeNull();
      expect(await repo.backInStock.list('10004')).toHaveLength(1);
    });
  }
});
