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

  describe('catalogue', () => {
    it('serves live products and hides drafts from the live lookup', async () => {
      const product = await repo.products.get('10001');
      expect(product).toMatchObject({
        productId: '10001',
        isPreview: false,
        giftCardType: 'standard',
        partNumber: 'CF-GC-STD',
      });
      expect(product?.doc.name).toBe('Cairnfield Gift Card');
      expect(await repo.products.get('preview-10001')).toBeNull();
      expect((await repo.products.get('preview-10001', { preview: true }))?.doc.name).toContain(
        'Draft',
      );
      expect(await repo.products.get('99999')).toBeNull();
    });

    it('keeps the document key order (json column)', async () => {
      const product = await repo.products.get('10001');
      expect(Object.keys(product?.doc ?? {}).slice(0, 3)).toEqual(['id', 'productId', 'name']);
    });

    it('finds a product by part number', async () => {
      expect(await repo.products.findIdByPartNumber('CF-EGC')).toBe('10003');
      expect(await repo.products.findIdByPartNumber('nope')).toBeNull();
    });

    it('lists SKUs in seed order with their stock', async () => {
      expect(
        (await repo.products.listSkus('10002')).map((sku) => [sku.skuId, sku.stockLevel]),
      ).toEqual([
        ['20002', null],
        ['20003', null],
        ['20004', null],
      ]);
      expect(
        (await repo.products.getSkus(['20006', '20001'])).map((sku) => [sku.skuId, sku.stockLevel]),
      ).toEqual([
        ['20001', 40],
        ['20006', 0],
      ]);
      expect(await repo.products.getSkus([])).toEqual([]);
    });

    it("reads a live product's stock in its document's order, in one query", async () => {
      expect(await repo.products.getStock('10002')).toEqual([
        { skuId: '20002', stocked: true, stockLevel: null },
        { skuId: '20003', stocked: true, stockLevel: null },
        { skuId: '20004', stocked: true, stockLevel: null },
      ]);
      expect(await repo.products.getStock('10001')).toEqual([
        { skuId: '20001', stocked: true, stockLevel: 40 },
      ]);
      expect(await repo.products.getStock('preview-10001')).toBeNull();
      expect(await repo.products.getStock('99999')).toBeNull();
      // A SKU in the document without a stock row, and a product without SKUs.
      const live = await repo.products.get('10001');
      if (!live) throw new Error('seeded product missing');
      const { updatedAt: _updatedAt, ...record } = live;
      const doc = {
        ...live.doc,
        productId: '10091',
        sKUs: [...live.doc.sKUs, { ...live.doc.sKUs[0]!, skuId: '29999' }],
      };
      await repo.products.upsert({ ...record, productId: '10091', partNumber: 'CF-T1', doc }, NOW);
      await repo.products.upsert(
        {
          ...record,
          productId: '10092',
          partNumber: 'CF-T2',
          doc: { ...doc, productId: '10092', sKUs: [] },
        },
        NOW,
      );
      expect(await repo.products.getStock('10091')).toEqual([
        { skuId: '20001', stocked: true, stockLevel: 40 },
        { skuId: '29999', stocked: false, stockLevel: null },
      ]);
      expect(await repo.products.getStock('10092')).toEqual([]);
    });

    it('keeps the stock read on the embedded database until a catalogue write', async () => {
      const levelOf = async () => (await repo.products.getStock('10001'))?.[0]?.stockLevel;
      expect(await levelOf()).toBe(40);
      // A write behind the repository's back: only the server (other instances write) reads it.
      await sql`UPDATE skus SET stock_level = 39 WHERE sku_id = '20001'`.execute(client.current());
      expect(await levelOf()).toBe(backend === 'pglite' ? 40 : 39);
      // A write through any repository over the database empties the copy.
      await createRepository(client).products.setStockLevel('20001', 38);
      expect(await levelOf()).toBe(38);
      // What a transaction read and then took back is never kept.
      await expect(
        repo.transaction(async (tx) => {
          await tx.products.setStockLevel('20001', 2);
          expect(await levelOf()).toBe(2);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await levelOf()).toBe(38);
      // A copy handed out cannot change the kept one.
      const stock = await repo.products.getStock('10001');
      stock![0]!.stockLevel = 0;
      expect(await levelOf()).toBe(38);
      await repo.products.setStockLevel('20001', 40);
      expect(await levelOf()).toBe(40);
    });

    it('sets stock levels', async () => {
      expect(await repo.products.setStockLevel('20003', 7)).toBe(true);
      expect((await repo.products.getSkus(['20003']))[0]?.stockLevel).toBe(7);
      expect(await repo.products.setStockLevel('20003', null)).toBe(true);
      expect(await repo.products.setStockLevel('424242', 1)).toBe(false);
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

    it('rolls a failed transaction back', async () => {
      const token = crypto.randomUUID();
      await expect(
        repo.transaction(async (tx) => {
          await tx.sessions.create(token, NOW);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await repo.sessions.get(token)).toBeNull();
    });

    it('commits a transaction; a nested one and plain calls inside join it', async () => {
      const token = crypto.randomUUID();
      const inner = crypto.randomUUID();
      await repo.transaction(async (tx) => {
        await tx.sessions.create(token, NOW);
        await repo.transaction((nested) => nested.sessions.create(inner, NOW));
        // The outer repository, called inside, sees the transaction's own writes.
        expect(await repo.sessions.get(inner)).not.toBeNull();
      });
      expect(await repo.sessions.get(token)).not.toBeNull();
      const rolledBack = crypto.randomUUID();
      await expect(
        repo.transaction(async () => {
          await repo.transaction((nested) => nested.sessions.create(rolledBack, NOW));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await repo.sessions.get(rolledBack)).toBeNull();
      // A nested one that fails takes back only its own writes.
      const kept = crypto.randomUUID();
      const undone = crypto.randomUUID();
      await repo.transaction(async (tx) => {
        await tx.sessions.create(kept, NOW);
        await expect(
          repo.transaction(async (nested) => {
            await nested.sessions.create(undone, NOW);
            throw new Error('rule');
          }),
        ).rejects.toThrow('rule');
      });
      expect(await repo.sessions.get(kept)).not.toBeNull();
      expect(await repo.sessions.get(undone)).toBeNull();
    });
    // PGlite has one connection, so two top-level transactions never overlap there.
    it.runIf(backend === 'postgres')(
      'keeps a transaction bound while another one under way at the same time ends',
      async () => {
        let started!: () => void;
        const secondStarted = new Promise<void>((resolve) => (started = resolve));
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const undone = crypto.randomUUID();
        const second = repo.transaction(async () => {
          started();
          await gate;
          await first;
          // A plain call, once the other transaction has ended, still joins this one.
          await repo.sessions.create(undone, NOW);
          throw new Error('rule');
        });
        await secondStarted;
        const first = repo.transaction((tx) => tx.sessions.create(crypto.randomUUID(), NOW));
        await first;
        release();
        await expect(second).rejects.toThrow('rule');
        expect(await repo.sessions.get(undone)).toBeNull();
      },
    );
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
