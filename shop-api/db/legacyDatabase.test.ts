import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import legacy from '../test/fixtures/legacy-database.json';
import { availableBackends, freshPostgresUrl, regularAdd, startServer } from '../test/helpers.ts';
import type { AddToCartAnswer, TestClient, TestServer } from '../test/helpers.ts';
import type { ShopApiOptions } from '../index.ts';
import { MIGRATIONS, migrate } from './migrations.ts';
import { openPostgres } from './pg.ts';
import { openPglite } from './pglite.ts';

/**
 * The data of a shop that ran before the data layer moved to Kysely: test/fixtures/
 * legacy-database.sql is a dump of a database made by that code (how: makeLegacyDatabase.ts),
 * loaded here into a new PGlite folder and a new PostgreSQL database. Opening either with the
 * current code must apply no migration and find every cart, order, payment, key and session
 * where the old code left it.
 */

const DUMP = readFileSync(new URL('../test/fixtures/legacy-database.sql', import.meta.url), 'utf8');
/**
 * The SQL of every migration the fixture's database recorded, as that code ran it (SHA-256). An
 * applied migration is never edited: a change goes into a new one.
 */
const APPLIED_MIGRATIONS: Record<string, string> = {
  '001_catalog': '295f087999ead09ca8c7556044ce8f300a911f91d5a73180929cc684ac6e13cb',
  '002_commerce': 'e07670ec36855c277f696efe90c38d23e3b7e4c930be9e99a7d85733021ce2c1',
  '003_idempotency_scope': '3d48a63f5f9f5a82dde842a374b9f3073236db1d5b13fafc46581f84d9bae790',
  '004_accounts': '6da5621a3e3b0ec79ac6ff1a5a1e09aab706be8ea4f9614dd1ac83ba221cb1e6',
  '005_rate_limits': 'fd07ba0e4f38c04bedb8aa76e8a4bfdbfdeacdcc2d8f40cea6ec94704a0bef73',
  '006_same_day_store': 'c8809e97af7c37821de354785d9c487a92fa3eda58f070d71ca3ef5eb42ad9ee',
};

describe('the migration history', () => {
  it('keeps every migration the old database recorded, first, in order, with the same SQL', () => {
    const old = Object.keys(APPLIED_MIGRATIONS);
    expect(MIGRATIONS.slice(0, old.length).map((migration) => migration.id)).toEqual(old);
    for (const migration of MIGRATIONS.slice(0, old.length)) {
      const digest = createHash('sha256').update(migration.sql).digest('hex');
      expect(digest, migration.id).toBe(APPLIED_MIGRATIONS[migration.id]);
    }
  });
});

/** An hour after the fixture was made: nothing in it has expired yet. */
const NOW = new Date(Date.parse(legacy.madeAt) + 60 * 60 * 1000);

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function loadLegacyDatabase(
  backend: 'pglite' | 'postgres',
): Promise<Pick<ShopApiOptions, 'dataDir' | 'databaseUrl'>> {
  if (backend === 'pglite') {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-api-legacy-'));
    scratch.push(root);
    const dataDir = path.join(root, 'db');
    const db = await PGlite.create(dataDir);
    await db.exec(DUMP);
    await db.close();
    return { dataDir };
  }
  const databaseUrl = await freshPostgresUrl();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(DUMP);
  } finally {
    await client.end();
  }
  return { databaseUrl };
}

/** A client carrying the cookies a shopper of the old shop went away with. */
function returning(server: TestServer, cookies: Record<string, string>): TestClient {
  const client = server.client();
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client;
}

interface CartView {
  orderId: string;
  totalCartQuantity: number;
  orderItems: { skuId: string; quantity: number; giftAmount: number; eGiftCard: unknown }[];
  shipToStore: { storeId: string } | null;
}

describe.each(availableBackends())(
  'a database made before the Kysely data layer, on %s',
  (backend) => {
    let storage: Pick<ShopApiOptions, 'dataDir' | 'databaseUrl'>;
    let recordedBefore: string[] = [];
    let appliedOnOpen: string[] = [];
    let recorded: string[] = [];
    let server: TestServer;

    beforeAll(async () => {
      storage = await loadLegacyDatabase(backend);
      const database = storage.dataDir
        ? await openPglite(storage.dataDir)
        : openPostgres(storage.databaseUrl ?? '');
      const recordedIds = async () =>
        (
          await database
            .current()
            .selectFrom('schemaMigrations')
            .select('id')
            .orderBy('id')
            .execute()
        ).map((row) => row.id);
      try {
        recordedBefore = await recordedIds();
        appliedOnOpen = await migrate(database);
        recorded = await recordedIds();
      } finally {
        await database.close();
      }
      server = await startServer({ ...storage, now: () => NOW });
    });

    afterAll(async () => {
      await server?.close();
    });

    it('opens with only the migrations written after it applied (none today)', () => {
      expect(recordedBefore).toEqual(Object.keys(APPLIED_MIGRATIONS));
      const later = MIGRATIONS.slice(recordedBefore.length).map((migration) => migration.id);
      expect(appliedOnOpen).toEqual(later);
      expect(recorded).toEqual(MIGRATIONS.map((migration) => migration.id));
    });

    it('shows the guest cart as it was, and a restore takes back its partial add', async () => {
      const guest = returning(server, legacy.guest.cookies);
      const before = await guest.get<{ cart: CartView }>('/api/cart/000000');
      expect(before.status).toBe(200);
      expect(before.body.cart.orderId).toBe(legacy.guest.cartOrderId);
      expect(
        before.body.cart.orderItems.map((item) => [item.skuId, item.quantity, item.giftAmount]),
      ).toEqual([
        ['20001', 40, 25],
        ['20005', 2, 50],
      ]);
      expect(before.body.cart.orderItems[1]?.eGiftCard).toMatchObject({
        senderFirstName: 'Sam',
        // Migration 007: an item from before the send date says it is sent now.
        sendDate: null,
        sendTimeZone: null,
        recipients: [
          { recipientEmail: 'ana1@example.com' },
          { recipientEmail: 'ana2@example.com' },
        ],
      });
      const restored = await guest.get<{
        restoreCart: { status: string; totalCartQuantity: number };
      }>('/api/cart/restore');
      expect(restored.body.restoreCart).toEqual({
        status: 'RESTORED',
        orderId: legacy.guest.cartOrderId,
        totalCartQuantity: 4,
      });
    });

    it('replays the answer stored for an idempotent add', async () => {
      const guest = returning(server, legacy.guest.cookies);
      const replay = await guest.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 2), {
        headers: { 'Idempotency-Key': legacy.guest.idempotencyKey },
      });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(legacy.guest.firstAddAnswer);
    });

    it('shows the placed device-wallet order with its address, same-day window and totals', async () => {
      const shopper = returning(server, legacy.deviceWallet.cookies);
      const { orderId } = { orderId: legacy.deviceWallet.placedOrderId };
      const order = await shopper.get<{
        order: {
          orderStatus: string;
          shippingAddress: { city: string };
          billingAddress: { lastName: string };
          sddWindow: { deliveryCharge: number } | null;
          orderItems: { shipModeId: string }[];
          orderTotal: number;
          placedAt: string;
        };
      }>(`/api/orders/${orderId}`);
      expect(order.status).toBe(200);
      expect(order.body.order).toMatchObject({
        orderStatus: 'M',
        shippingAddress: { city: 'Denver' },
        billingAddress: { lastName: 'Diaz' },
        sddWindow: { deliveryCharge: 9.99 },
        orderItems: [{ shipModeId: '12010' }],
        // $40 card, no shipping, the same-day charge and its tax (8.25 %)
        orderTotal: 50.81,
        placedAt: legacy.madeAt,
      });
      const replay = await shopper.post(
        `/api/orders/${orderId}/applepayExpress`,
        { applePayTransactionDetails: { transactionId: 'legacy-0001' } },
        { headers: { 'Idempotency-Key': legacy.deviceWallet.idempotencyKey } },
      );
      // The same key with another body: the stored request is found, and it is not this one.
      expect(replay.status).toBe(422);
    });

    it('approves and places the account-wallet payment created before', async () => {
      const shopper = returning(server, legacy.accountWallet.cookies);
      const { orderId, paymentId } = legacy.accountWallet;
      const executed = await shopper.post<{ state: string; transactions: unknown[] }>(
        `/api/payment/orders/${orderId}/paypal/v1/executePayment?paypalTender=paypal`,
        { id: paymentId },
      );
      expect(executed.status).toBe(200);
      expect(executed.body.state).toBe('approved');
      const placed = await shopper.post<{
        placeOrder: { orderStatus: string; orderTotal: number };
      }>(`/api/orders/${orderId}/payments/paypalexpress?paypalTender=paypal`, {
        amount: 31.48,
        currencyCode: 'USD',
        billingAddress: { firstName: 'Ana', lastName: 'Diaz', state: 'CO' },
        shippingAddress: {
          firstName: 'Ana',
          lastName: 'Diaz',
          address: '1550 Larimer St',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
          email: 'ana.diaz@example.com',
        },
        paypalTransactionDetails: { paypalOrderId: paymentId },
      });
      expect(placed.status).toBe(200);
      expect(placed.body.placeOrder).toMatchObject({ orderStatus: 'M', orderTotal: 31.48 });
      expect(
        (await shopper.get<{ state: string }>(`/api/payment/paypal/sandbox/${paymentId}`)).body
          .state,
      ).toBe('completed');
    });

    it("keeps the signed-in shopper's session (signed with the stored secret) and cart", async () => {
      const shopper = returning(server, legacy.signedIn.cookies);
      const cart = await shopper.get<{ cart: CartView }>('/api/cart/000000');
      expect(cart.body.cart.orderId).toBe(legacy.signedIn.cartOrderId);
      expect(cart.body.cart.totalCartQuantity).toBe(60);
      const profile = await shopper.get<{ profile: { firstName: string } }>(
        '/api/profile/r2/demo-1',
      );
      expect(profile.status).toBe(200);
      expect(profile.body.profile.firstName).toBe('Jordan');
    });

    it('ends that old session at sign-out: a copy of its cookie is refused after', async () => {
      const shopper = returning(server, legacy.signedIn.cookies);
      const copy = returning(server, legacy.signedIn.cookies);
      expect((await copy.get('/api/profile/r2/demo-1')).status).toBe(200);
      expect((await shopper.post('/api/identity/logout')).status).toBe(200);
      // Both the copy used before sign-out and a fresh copy never used are refused.
      expect((await copy.get('/api/profile/r2/demo-1')).status).toBe(401);
      const fresh = returning(server, legacy.signedIn.cookies);
      expect((await fresh.get('/api/profile/r2/demo-1')).status).toBe(401);
    });

    it('keeps the ship-to-store store and the guest identity', async () => {
      const shopper = returning(server, legacy.shipToStore.cookies);
      const cart = await shopper.get<{ cart: CartView }>('/api/cart/000000');
      expect(cart.body.cart.shipToStore?.storeId).toBe('0412');
      const identity = await shopper.post<{ identity: { status: string } }>('/api/identity/guest');
      expect(identity.body.identity.status).toBe('EXISTING');
    });

    it('goes on numbering orders after the old ones, and keeps back-in-stock registrations', async () => {
      const shopper = server.client();
      const added = await shopper.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
      expect(added.body.addToCart.orderId).toBe('3000006');
      const again = await shopper.post<{ backInStock: { status: string } }>(
        '/api/inventory/notify',
        {
          productId: '10004',
          skuId: '20006',
          partNumber: 'CF-GC-SUMMIT',
          email: 'Legacy.Shopper@example.com',
        },
      );
      expect(again.body.backInStock.status).toBe('Email already exist for this product');
    });
  },
);
