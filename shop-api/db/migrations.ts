import { sql } from 'kysely';
import type { ShopDatabase } from './database.ts';

/**
 * Ordered, append-only schema migrations. Never edit an applied entry: add a new one. Each runs
 * once, in order, inside one transaction together with its `schema_migrations` row.
 *
 * Money is stored as integer cents so neither driver hands back NUMERIC strings and no float
 * rounding creeps into totals. Ids are text: order ids look like the shop's numeric strings.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001_catalog',
    sql: `
      CREATE TABLE products (
        product_id text PRIMARY KEY,
        -- a preview (draft) document is only reachable through the preview route
        is_preview boolean NOT NULL DEFAULT false,
        gift_card_type text NOT NULL CHECK (gift_card_type IN ('standard', 'bulk', 'egift')),
        part_number text NOT NULL,
        -- json, not jsonb: the document is only ever read whole, and json keeps its key order
        doc json NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX products_part_number_idx ON products (part_number);

      CREATE TABLE skus (
        sku_id text PRIMARY KEY,
        product_id text NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
        -- NULL: stock is not tracked (always available); 0: out of stock
        stock_level integer CHECK (stock_level >= 0),
        position integer NOT NULL DEFAULT 0
      );
      CREATE INDEX skus_product_idx ON skus (product_id);

      CREATE TABLE reviews (
        review_id text PRIMARY KEY,
        product_id text NOT NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        review_text text NOT NULL,
        nickname text NOT NULL,
        is_recommended boolean,
        submitted_at timestamptz NOT NULL
      );
      CREATE INDEX reviews_product_idx ON reviews (product_id, submitted_at DESC);

      CREATE TABLE questions (
        question_id text PRIMARY KEY,
        product_id text NOT NULL,
        summary text NOT NULL,
        details text NOT NULL,
        nickname text NOT NULL,
        submitted_at timestamptz NOT NULL,
        answers jsonb NOT NULL
      );
      CREATE INDEX questions_product_idx ON questions (product_id, submitted_at DESC);

      CREATE TABLE profiles (
        profile_id text PRIMARY KEY,
        doc jsonb NOT NULL
      );
    `,
  },
  {
    id: '002_commerce',
    sql: `
      CREATE SEQUENCE order_id_seq START 3000001;
      CREATE SEQUENCE order_item_id_seq START 7000001;

      CREATE TABLE orders (
        order_id text PRIMARY KEY,
        -- the shopper session (cart cookie) that owns the order
        session_token text NOT NULL,
        profile_id text,
        kind text NOT NULL CHECK (kind IN ('cart', 'express')),
        -- P: pending (a cart), M: placed, X: cancelled
        status text NOT NULL CHECK (status IN ('P', 'M', 'X')),
        email text,
        shipping_address jsonb,
        billing_address jsonb,
        address_id text,
        sdd_slot jsonb,
        payment jsonb,
        placed_totals jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        placed_at timestamptz
      );
      CREATE INDEX orders_session_idx ON orders (session_token);

      CREATE TABLE order_items (
        order_item_id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
        product_id text NOT NULL,
        sku_id text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
        is_egc boolean NOT NULL,
        egift jsonb,
        ship_mode_id text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX order_items_order_idx ON order_items (order_id);

      CREATE TABLE shopper_sessions (
        token text PRIMARY KEY,
        cart_order_id text,
        express_order_id text,
        guest_id text,
        -- what the latest add to cart did, so GET /api/cart/restore can undo a partial add
        last_add jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );

      CREATE TABLE back_in_stock (
        registration_id text PRIMARY KEY,
        product_id text NOT NULL,
        sku_id text,
        part_number text NOT NULL,
        email text NOT NULL,
        mobile text,
        is_bundle boolean NOT NULL,
        components jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        -- one registration per e-mail and product: the second answers 'already exist'
        UNIQUE (product_id, email)
      );

      CREATE TABLE idempotency_keys (
        idem_key text PRIMARY KEY,
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'done')),
        status integer,
        body text,
        headers jsonb,
        created_at timestamptz NOT NULL
      );

      CREATE TABLE paypal_payments (
        payment_id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('created', 'approved', 'completed')),
        doc jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );

      CREATE TABLE fraud_sessions (
        session_id text PRIMARY KEY,
        doc jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `,
  },
  {
    id: '003_idempotency_scope',
    sql: `
      -- A stored answer belongs to the shopper who asked (see middleware/idempotency.ts). Rows
      -- from before cannot be told apart by shopper, so they go: they could only be replayed to
      -- the wrong person, and the worst a lost row costs is one retry treated as new.
      DELETE FROM idempotency_keys;
      ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
      -- 'anonymous' for a request with no cart cookie and no sign-in, else a hash of both
      ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL;
      ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, idem_key);

      -- When the cart cookie first came back: from then on its shopper evidently holds it.
      ALTER TABLE shopper_sessions ADD COLUMN presented_at timestamptz;
    `,
  },
  {
    id: '004_accounts',
    sql: `
      -- Sign-in for the demo shop: one row per account, the password as an scrypt hash.
      CREATE TABLE accounts (
        email text PRIMARY KEY,
        profile_id text NOT NULL UNIQUE,
        password_hash text NOT NULL
      );
      -- Secrets every instance on this database shares (the session-cookie signing key).
      CREATE TABLE shop_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL
      );
    `,
  },
  {
    id: '005_rate_limits',
    sql: `
      -- Fixed-window counters (e.g. new carts per client), shared by every instance.
      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
      CREATE INDEX orders_abandoned_idx ON orders (updated_at) WHERE status = 'P' AND profile_id IS NULL;
    `,
  },
  {
    id: '006_same_day_store',
    sql: `
      -- The same-day store and ZIP an add to cart named (isSDD, sddStoreId, sddZipCode).
      ALTER TABLE orders ADD COLUMN sdd_store jsonb;
      -- The store a ship-to-store add named (isShipToStore with selectedStoreId).
      ALTER TABLE orders ADD COLUMN sts_store_id text;
    `,
  },
  {
    id: '007_sign_in_sessions',
    sql: `
      -- A signed-in session: the signed cookie names its row, and sign-out deletes the row, so a
      -- copy of the cookie is refused afterwards by every instance on this database.
      CREATE TABLE sign_in_sessions (
        session_id text PRIMARY KEY,
        profile_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX sign_in_sessions_expires_idx ON sign_in_sessions (expires_at);
    `,
  },
  {
    id: '008_sign_in_failures',
    sql: `
      -- Failed sign-ins per subject ('account:<e-mail>' or 'address:<client address>') in a
      -- window that starts at the first failure, shared by every instance (sign-in throttling).
      CREATE TABLE sign_in_failures (
        subject text PRIMARY KEY,
        failures integer NOT NULL,
        window_start timestamptz NOT NULL
      );
      CREATE INDEX sign_in_failures_window_idx ON sign_in_failures (window_start);
    `,
  },
  {
    id: '009_ended_sessions',
    sql: `
      -- Sign-out marks the session ended instead of deleting its row; the row goes when the
      -- session expires. A cookie signed before sessions had rows (profile and expiry, no session
      -- id) is given its row on first use, named by a digest of the cookie: after sign-out a copy
      -- of that cookie finds its row ended, where a deleted row would be made afresh.
      ALTER TABLE sign_in_sessions ADD COLUMN ended_at timestamptz;
    `,
  },
  {
    id: '010_egift_send_date',
    sql: `
      -- An eGift item's send date (YYYY-MM-DD, or null: sent now) and the shopper's time zone it
      -- is read in, kept in the item's egift document. Items stored before say so explicitly.
      UPDATE order_items
         SET egift = egift || '{"sendDate": null, "sendTimeZone": null}'::jsonb
       WHERE egift IS NOT NULL AND NOT (egift ? 'sendDate');
      -- The sender's query: eGift items due on a day.
      CREATE INDEX order_items_egift_send_date_idx ON order_items ((egift ->> 'sendDate'))
       WHERE egift IS NOT NULL;
    `,
  },
  {
    id: '011_profile_carts',
    sql: `
      -- Sign-in finds the shopper's pending cart to merge the guest cart into
      -- (services/cart/signInCart.ts).
      CREATE INDEX orders_profile_cart_idx ON orders (profile_id, updated_at)
       WHERE status = 'P' AND kind = 'cart';
    `,
  },
];

/** A fixed key for pg_advisory_xact_lock, so two servers starting at once migrate one at a time. */
const MIGRATION_LOCK_KEY = 4_815_162;

/** Applies every migration not yet recorded; safe to call on every start. Returns the ids applied. */
export async function migrate(database: ShopDatabase): Promise<string[]> {
  return database.transaction(async () => {
    const db = database.current();
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(db);
    await sql
      .raw(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           id text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      )
      .execute(db);
    const done = new Set(
      (await db.selectFrom('schemaMigrations').select('id').execute()).map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await sql.raw(migration.sql).execute(db);
      await db.insertInto('schemaMigrations').values({ id: migration.id }).execute();
      applied.push(migration.id);
    }
    return applied;
  });
}
