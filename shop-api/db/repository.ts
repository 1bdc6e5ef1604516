import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlClient, SqlExecutor, SqlParam } from './client.ts';
import type {
  AccountRecord,
  BackInStockRecord,
  IdempotencyRecord,
  LastAdd,
  OrderItemRecord,
  OrderKind,
  OrderRecord,
  OrderStatus,
  PaypalPaymentRecord,
  PaypalState,
  ProductRecord,
  QuestionRecord,
  ReviewRecord,
  ReviewStatistics,
  SameDayStoreChoice,
  SessionRecord,
  SkuRecord,
} from './records.ts';
import type { SddSlot } from '../domain/sameDay.ts';
import type { Address, EgiftDetails } from '../domain/types.ts';
import type { ProductDocument } from '../catalog/types.ts';
import type { GiftCardType } from '../domain/giftCards.ts';

export interface OrderPatch {
  status?: OrderStatus;
  email?: string | null;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  addressId?: string | null;
  sddSlot?: SddSlot | null;
  sddStore?: SameDayStoreChoice | null;
  stsStoreId?: string | null;
  payment?: Record<string, unknown> | null;
  placedTotals?: Record<string, unknown> | null;
  placedAt?: Date | null;
}

export interface SessionPatch {
  cartOrderId?: string | null;
  expressOrderId?: string | null;
  guestId?: string | null;
  lastAdd?: LastAdd | null;
}

export interface NewOrderItem {
  orderId: string;
  productId: string;
  skuId: string;
  quantity: number;
  unitPriceCents: number;
  isEgc: boolean;
  egift: EgiftDetails | null;
  shipModeId: string;
}

export interface NewBackInStock {
  registrationId: string;
  productId: string;
  skuId: string | null;
  partNumber: string;
  email: string;
  mobile: string | null;
  isBundle: boolean;
  components: string[];
}

export type IdempotencyClaim = { claimed: true } | { claimed: false; record: IdempotencyRecord };

/**
 * Everything the shop stores, behind one interface: the routes and services never see SQL, so a
 * different store (or a fake in a unit test) could stand in. `transaction` hands the callback a
 * repository bound to one transaction.
 */
export interface ShopRepository {
  readonly backend: 'pglite' | 'postgres';
  transaction<T>(fn: (repo: ShopRepository) => Promise<T>): Promise<T>;

  // catalogue
  upsertProduct(record: ProductRecord, now: Date): Promise<void>;
  upsertSku(sku: SkuRecord): Promise<void>;
  getProduct(key: string, options?: { preview?: boolean }): Promise<ProductRecord | null>;
  findProductKeyByPartNumber(partNumber: string): Promise<string | null>;
  listSkus(productId: string): Promise<SkuRecord[]>;
  getSkus(skuIds: readonly string[]): Promise<SkuRecord[]>;
  setStockLevel(skuId: string, stockLevel: number | null): Promise<boolean>;

  // reviews service and profiles
  upsertReview(review: ReviewRecord): Promise<void>;
  upsertQuestion(question: QuestionRecord): Promise<void>;
  reviewStatistics(productIds: readonly string[]): Promise<ReviewStatistics[]>;
  listReviews(
    productId: string,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; reviews: ReviewRecord[] }>;
  listQuestions(
    productId: string,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; questions: QuestionRecord[] }>;
  upsertProfile(profileId: string, doc: Record<string, unknown>): Promise<void>;
  getProfile(profileId: string): Promise<Record<string, unknown> | null>;

  // limits and expiry
  /** Counts one hit in the window and returns the window's total so far. */
  hitRateLimit(bucket: string, windowStart: Date): Promise<number>;
  /** Drops windows that started before `olderThan`. */
  purgeRateLimits(olderThan: Date): Promise<number>;
  /**
   * Deletes anonymous carts (pending orders of no profile) untouched since `olderThan`, and the
   * cart sessions left without any order. Returns how many carts went.
   */
  purgeAbandonedCarts(olderThan: Date): Promise<number>;

  // sign-in
  /** Adds the account unless its e-mail is already there; true when it was added. */
  insertAccount(account: AccountRecord): Promise<boolean>;
  getAccountByEmail(email: string): Promise<AccountRecord | null>;
  /** The named secret, created with `generate()` by whichever instance asks first. */
  sharedSecret(name: string, generate: () => string, now: Date): Promise<string>;

  // back in stock
  registerBackInStock(registration: NewBackInStock, now: Date): Promise<'created' | 'exists'>;
  listBackInStock(productId: string): Promise<BackInStockRecord[]>;

  // shopper sessions (the cart cookie)
  createSession(token: string, now: Date): Promise<SessionRecord>;
  getSession(token: string, options?: { forUpdate?: boolean }): Promise<SessionRecord | null>;
  updateSession(token: string, patch: SessionPatch, now: Date): Promise<void>;
  /** Notes the first request that carried the session's cookie; later calls change nothing. */
  markSessionPresented(token: string, now: Date): Promise<void>;

  // orders (a cart is a pending order)
  createOrder(
    input: { sessionToken: string; profileId: string | null; kind: OrderKind },
    now: Date,
  ): Promise<OrderRecord>;
  getOrder(orderId: string, options?: { forUpdate?: boolean }): Promise<OrderRecord | null>;
  updateOrder(orderId: string, patch: OrderPatch, now: Date): Promise<void>;
  listOrderItems(orderId: string): Promise<OrderItemRecord[]>;
  insertOrderItem(item: NewOrderItem, now: Date): Promise<OrderItemRecord>;
  setOrderItemQuantity(orderItemId: string, quantity: number): Promise<void>;
  setOrderItemShipMode(orderItemId: string, shipModeId: string): Promise<void>;
  deleteOrderItem(orderItemId: string): Promise<void>;

  // idempotency keys, each stored per shopper scope (the same key in two scopes: two records)
  claimIdempotencyKey(
    scope: string,
    key: string,
    fingerprint: string,
    now: Date,
  ): Promise<IdempotencyClaim>;
  /**
   * Stores the answer. `alsoScope`: a second scope that gets the same record, for an answer
   * that handed the shopper a new cart cookie (their retries will carry it).
   */
  completeIdempotencyKey(
    scope: string,
    key: string,
    response: { status: number; body: string; headers: Record<string, string[]> },
    alsoScope?: string | null,
  ): Promise<void>;
  releaseIdempotencyKey(scope: string, key: string): Promise<void>;
  purgeIdempotencyKeys(olderThan: Date): Promise<number>;

  // account-wallet (PayPal sandbox) payments
  insertPaypalPayment(
    payment: { paymentId: string; orderId: string; doc: Record<string, unknown> },
    now: Date,
  ): Promise<PaypalPaymentRecord>;
  getPaypalPayment(paymentId: string): Promise<PaypalPaymentRecord | null>;
  updatePaypalPayment(
    paymentId: string,
    patch: { state?: PaypalState; doc?: Record<string, unknown> },
    now: Date,
  ): Promise<void>;

  // fraud collector
  upsertFraudSession(sessionId: string, doc: Record<string, unknown>, now: Date): Promise<void>;
  getFraudSession(sessionId: string): Promise<Record<string, unknown> | null>;
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

// Row shapes as both drivers return them (jsonb parsed, timestamptz as Date).
interface ProductRow {
  product_id: string;
  is_preview: boolean;
  gift_card_type: GiftCardType;
  part_number: string;
  doc: ProductDocument;
}
interface SkuRow {
  sku_id: string;
  product_id: string;
  stock_level: number | null;
  position: number;
}
interface OrderRow {
  order_id: string;
  session_token: string;
  profile_id: string | null;
  kind: OrderKind;
  status: OrderStatus;
  email: string | null;
  shipping_address: Address | null;
  billing_address: Address | null;
  address_id: string | null;
  sdd_slot: SddSlot | null;
  sdd_store: SameDayStoreChoice | null;
  sts_store_id: string | null;
  payment: Record<string, unknown> | null;
  placed_totals: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  placed_at: Date | null;
}
interface OrderItemRow {
  order_item_id: string;
  order_id: string;
  product_id: string;
  sku_id: string;
  quantity: number;
  unit_price_cents: number;
  is_egc: boolean;
  egift: EgiftDetails | null;
  ship_mode_id: string;
  created_at: Date;
}
interface SessionRow {
  token: string;
  cart_order_id: string | null;
  express_order_id: string | null;
  guest_id: string | null;
  last_add: LastAdd | null;
  presented_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
interface ReviewRow {
  review_id: string;
  product_id: string;
  rating: number;
  title: string;
  review_text: string;
  nickname: string;
  is_recommended: boolean | null;
  submitted_at: Date;
}
interface QuestionRow {
  question_id: string;
  product_id: string;
  summary: string;
  details: string;
  nickname: string;
  submitted_at: Date;
  answers: QuestionRecord['answers'];
}
interface BackInStockRow {
  registration_id: string;
  product_id: string;
  sku_id: string | null;
  part_number: string;
  email: string;
  mobile: string | null;
  is_bundle: boolean;
  components: string[];
  created_at: Date;
}
interface IdempotencyRow {
  scope: string;
  idem_key: string;
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  headers: Record<string, string[]> | null;
  created_at: Date;
}
interface PaypalRow {
  payment_id: string;
  order_id: string;
  state: PaypalState;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const toProduct = (row: ProductRow): ProductRecord => ({
  key: row.product_id,
  isPreview: row.is_preview,
  giftCardType: row.gift_card_type,
  partNumber: row.part_number,
  doc: row.doc,
});
const toSku = (row: SkuRow): SkuRecord => ({
  skuId: row.sku_id,
  productId: row.product_id,
  stockLevel: row.stock_level,
  position: row.position,
});
const toOrder = (row: OrderRow): OrderRecord => ({
  orderId: row.order_id,
  sessionToken: row.session_token,
  profileId: row.profile_id,
  kind: row.kind,
  status: row.status,
  email: row.email,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
  addressId: row.address_id,
  sddSlot: row.sdd_slot,
  sddStore: row.sdd_store ?? null,
  stsStoreId: row.sts_store_id ?? null,
  payment: row.payment,
  placedTotals: row.placed_totals,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  placedAt: row.placed_at,
});
const toOrderItem = (row: OrderItemRow): OrderItemRecord => ({
  orderItemId: row.order_item_id,
  orderId: row.order_id,
  productId: row.product_id,
  skuId: row.sku_id,
  quantity: row.quantity,
  unitPriceCents: row.unit_price_cents,
  isEgc: row.is_egc,
  egift: row.egift,
  shipModeId: row.ship_mode_id,
  createdAt: row.created_at,
});
const toSession = (row: SessionRow): SessionRecord => ({
  token: row.token,
  cartOrderId: row.cart_order_id,
  expressOrderId: row.express_order_id,
  guestId: row.guest_id,
  lastAdd: row.last_add,
  presentedAt: row.presented_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
const toReview = (row: ReviewRow): ReviewRecord => ({
  reviewId: row.review_id,
  productId: row.product_id,
  rating: row.rating,
  title: row.title,
  reviewText: row.review_text,
  nickname: row.nickname,
  isRecommended: row.is_recommended,
  submittedAt: row.submitted_at,
});
const toQuestion = (row: QuestionRow): QuestionRecord => ({
  questionId: row.question_id,
  productId: row.product_id,
  summary: row.summary,
  details: row.details,
  nickname: row.nickname,
  submittedAt: row.submitted_at,
  answers: row.answers,
});
const toBackInStock = (row: BackInStockRow): BackInStockRecord => ({
  registrationId: row.registration_id,
  productId: row.product_id,
  skuId: row.sku_id,
  partNumber: row.part_number,
  email: row.email,
  mobile: row.mobile,
  isBundle: row.is_bundle,
  components: row.components,
  createdAt: row.created_at,
});
const toIdempotency = (row: IdempotencyRow): IdempotencyRecord => ({
  scope: row.scope,
  key: row.idem_key,
  fingerprint: row.fingerprint,
  state: row.state,
  status: row.status,
  body: row.body,
  headers: row.headers,
  createdAt: row.created_at,
});
const toPaypal = (row: PaypalRow): PaypalPaymentRecord => ({
  paymentId: row.payment_id,
  orderId: row.order_id,
  state: row.state,
  doc: row.doc,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Builds `SET a = $n, ...` from a patch, for a fixed map of allowed columns. */
function setClause(
  patch: Record<string, unknown>,
  columns: Record<string, { column: string; cast?: string; encode?: (v: unknown) => SqlParam }>,
  startAt: number,
): { sql: string[]; params: SqlParam[] } {
  const sql: string[] = [];
  const params: SqlParam[] = [];
  for (const [name, value] of Object.entries(patch)) {
    const spec = columns[name];
    if (!spec || value === undefined) continue;
    params.push(spec.encode ? spec.encode(value) : (value as SqlParam));
    sql.push(`${spec.column} = $${startAt + params.length - 1}${spec.cast ?? ''}`);
  }
  return { sql, params };
}

const jsonColumn = (column: string) => ({
  column,
  cast: '::jsonb',
  encode: (value: unknown) => json(value),
});

const ORDER_COLUMNS = {
  status: { column: 'status' },
  email: { column: 'email' },
  shippingAddress: jsonColumn('shipping_address'),
  billingAddress: jsonColumn('billing_address'),
  addressId: { column: 'address_id' },
  sddSlot: jsonColumn('sdd_slot'),
  sddStore: jsonColumn('sdd_store'),
  stsStoreId: { column: 'sts_store_id' },
  payment: jsonColumn('payment'),
  placedTotals: jsonColumn('placed_totals'),
  placedAt: {
    column: 'placed_at',
    cast: '::timestamptz',
    encode: (value: unknown) => iso(value as Date | null),
  },
};

const SESSION_COLUMNS = {
  cartOrderId: { column: 'cart_order_id' },
  expressOrderId: { column: 'express_order_id' },
  guestId: { column: 'guest_id' },
  lastAdd: jsonColumn('last_add'),
};

function sqlRepository(
  db: SqlExecutor,
  backend: ShopRepository['backend'],
  transaction: ShopRepository['transaction'],
): ShopRepository {
  const one = async <T extends object>(text: string, params: readonly SqlParam[] = []) =>
    (await db.query<T>(text, params))[0] ?? null;

  return {
    backend,
    transaction,

    async upsertProduct(record, now) {
      await db.query(
        `INSERT INTO products (product_id, is_preview, gift_card_type, part_number, doc, updated_at)
         VALUES ($1, $2, $3, $4, $5::json, $6::timestamptz)
         ON CONFLICT (product_id) DO UPDATE SET
           is_preview = EXCLUDED.is_preview, gift_card_type = EXCLUDED.gift_card_type,
           part_number = EXCLUDED.part_number, doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at`,
        [
          record.key,
          record.isPreview,
          record.giftCardType,
          record.partNumber,
          json(record.doc),
          iso(now),
        ],
      );
    },

    async upsertSku(sku) {
      await db.query(
        `INSERT INTO skus (sku_id, product_id, stock_level, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sku_id) DO UPDATE SET product_id = EXCLUDED.product_id,
           stock_level = EXCLUDED.stock_level, position = EXCLUDED.position`,
        [sku.skuId, sku.productId, sku.stockLevel, sku.position],
      );
    },

    async getProduct(key, options = {}) {
      // The live route never serves drafts; the preview route serves drafts and live products.
      const row = await one<ProductRow>(
        `SELECT * FROM products WHERE product_id = $1 AND ($2 OR NOT is_preview)`,
        [key, options.preview ?? false],
      );
      return row ? toProduct(row) : null;
    },

    async findProductKeyByPartNumber(partNumber) {
      const row = await one<{ product_id: string }>(
        `SELECT product_id FROM products WHERE part_number = $1 AND NOT is_preview`,
        [partNumber],
      );
      return row?.product_id ?? null;
    },

    async listSkus(productId) {
      const rows = await db.query<SkuRow>(
        `SELECT * FROM skus WHERE product_id = $1 ORDER BY position, sku_id`,
        [productId],
      );
      return rows.map(toSku);
    },

    async getSkus(skuIds) {
      if (skuIds.length === 0) return [];
      // One parameter per id instead of an array parameter: the drivers encode arrays differently.
      const placeholders = skuIds.map((_, index) => `$${index + 1}`).join(', ');
      const rows = await db.query<SkuRow>(
        `SELECT * FROM skus WHERE sku_id IN (${placeholders}) ORDER BY position, sku_id`,
        skuIds,
      );
      return rows.map(toSku);
    },

    async setStockLevel(skuId, stockLevel) {
      const rows = await db.query<{ sku_id: string }>(
        `UPDATE skus SET stock_level = $2 WHERE sku_id = $1 RETURNING sku_id`,
        [skuId, stockLevel],
      );
      return rows.length > 0;
    },

    async upsertReview(review) {
      await db.query(
        `INSERT INTO reviews (review_id, product_id, rating, title, review_text, nickname,
           is_recommended, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
         ON CONFLICT (review_id) DO UPDATE SET product_id = EXCLUDED.product_id,
           rating = EXCLUDED.rating, title = EXCLUDED.title, review_text = EXCLUDED.review_text,
           nickname = EXCLUDED.nickname, is_recommended = EXCLUDED.is_recommended,
           submitted_at = EXCLUDED.submitted_at`,
        [
          review.reviewId,
          review.productId,
          review.rating,
          review.title,
          review.reviewText,
          review.nickname,
          review.isRecommended,
          iso(review.submittedAt),
        ],
      );
    },

    async upsertQuestion(question) {
      await db.query(
        `INSERT INTO questions (question_id, product_id, summary, details, nickname, submitted_at,
           answers)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::jsonb)
         ON CONFLICT (question_id) DO UPDATE SET product_id = EXCLUDED.product_id,
           summary = EXCLUDED.summary, details = EXCLUDED.details, nickname = EXCLUDED.nickname,
           submitted_at = EXCLUDED.submitted_at, answers = EXCLUDED.answers`,
        [
          question.questionId,
          question.productId,
          question.summary,
          question.details,
          question.nickname,
          iso(question.submittedAt),
          json(question.answers),
        ],
      );
    },

    async reviewStatistics(productIds) {
      if (productIds.length === 0) return [];
      const placeholders = productIds.map((_, index) => `$${index + 1}`).join(', ');
      // Cast to float8/int4: AVG and COUNT return NUMERIC/BIGINT, which `pg` hands back as strings.
      const rows = await db.query<{ product_id: string; total: number; average: number | null }>(
        `SELECT product_id, COUNT(*)::int AS total, AVG(rating)::float8 AS average
         FROM reviews WHERE product_id IN (${placeholders}) GROUP BY product_id`,
        productIds,
      );
      const byId = new Map(rows.map((row) => [row.product_id, row]));
      return productIds.map((productId) => ({
        productId,
        totalReviewCount: byId.get(productId)?.total ?? 0,
        averageOverallRating: byId.get(productId)?.average ?? 0,
      }));
    },

    async listReviews(productId, page) {
      const total =
        (
          await one<{ total: number }>(
            `SELECT COUNT(*)::int AS total FROM reviews WHERE product_id = $1`,
            [productId],
          )
        )?.total ?? 0;
      const rows = await db.query<ReviewRow>(
        `SELECT * FROM reviews WHERE product_id = $1
         ORDER BY submitted_at DESC, review_id LIMIT $2 OFFSET $3`,
        [productId, page.limit, page.offset],
      );
      return { total, reviews: rows.map(toReview) };
    },

    async listQuestions(productId, page) {
      const total =
        (
          await one<{ total: number }>(
            `SELECT COUNT(*)::int AS total FROM questions WHERE product_id = $1`,
            [productId],
          )
        )?.total ?? 0;
      const rows = await db.query<QuestionRow>(
        `SELECT * FROM questions WHERE product_id = $1
         ORDER BY submitted_at DESC, question_id LIMIT $2 OFFSET $3`,
        [productId, page.limit, page.offset],
      );
      return { total, questions: rows.map(toQuestion) };
    },

    async upsertProfile(profileId, doc) {
      await db.query(
        `INSERT INTO profiles (profile_id, doc) VALUES ($1, $2::jsonb)
         ON CONFLICT (profile_id) DO UPDATE SET doc = EXCLUDED.doc`,
        [profileId, json(doc)],
      );
    },

    async getProfile(profileId) {
      const row = await one<{ doc: Record<string, unknown> }>(
        `SELECT doc FROM profiles WHERE profile_id = $1`,
        [profileId],
      );
      return row?.doc ?? null;
    },

    async hitRateLimit(bucket, windowStart) {
      const row = await one<{ hits: number }>(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2::timestamptz, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [bucket, iso(windowStart)],
      );
      return row?.hits ?? 1;
    },

    async purgeRateLimits(olderThan) {
      const rows = await db.query<{ bucket: string }>(
        `DELETE FROM rate_limits WHERE window_start < $1::timestamptz RETURNING bucket`,
        [iso(olderThan)],
      );
      return rows.length;
    },

    async purgeAbandonedCarts(olderThan) {
      const carts = await db.query<{ order_id: string }>(
        `DELETE FROM orders WHERE status = 'P' AND profile_id IS NULL
           AND updated_at < $1::timestamptz RETURNING order_id`,
        [iso(olderThan)],
      );
      await db.query(
        `DELETE FROM shopper_sessions s WHERE s.updated_at < $1::timestamptz
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.session_token = s.token)`,
        [iso(olderThan)],
      );
      return carts.length;
    },

    async insertAccount(account) {
      const rows = await db.query<{ email: string }>(
        `INSERT INTO accounts (email, profile_id, password_hash) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING RETURNING email`,
        [account.email, account.profileId, account.passwordHash],
      );
      return rows.length > 0;
    },

    async getAccountByEmail(email) {
      const row = await one<{ email: string; profile_id: string; password_hash: string }>(
        `SELECT * FROM accounts WHERE email = $1`,
        [email],
      );
      return row
        ? { email: row.email, profileId: row.profile_id, passwordHash: row.password_hash }
        : null;
    },

    async sharedSecret(name, generate, now) {
      // Two instances starting at once both try to insert; the first wins, both read its value.
      await db.query(
        `INSERT INTO shop_secrets (name, value, created_at) VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT (name) DO NOTHING`,
        [name, generate(), iso(now)],
      );
      const row = await one<{ value: string }>(`SELECT value FROM shop_secrets WHERE name = $1`, [
        name,
      ]);
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },

    async registerBackInStock(registration, now) {
      // ON CONFLICT DO NOTHING rather than catching the error: inside a PostgreSQL transaction a
      // failed statement would abort everything after it.
      const rows = await db.query<{ registration_id: string }>(
        `INSERT INTO back_in_stock (registration_id, product_id, sku_id, part_number, email, mobile,
           is_bundle, components, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::timestamptz)
         ON CONFLICT (product_id, email) DO NOTHING
         RETURNING registration_id`,
        [
          registration.registrationId,
          registration.productId,
          registration.skuId,
          registration.partNumber,
          registration.email,
          registration.mobile,
          registration.isBundle,
          json(registration.components),
          iso(now),
        ],
      );
      return rows.length > 0 ? 'created' : 'exists';
    },

    async listBackInStock(productId) {
      const rows = await db.query<BackInStockRow>(
        `SELECT * FROM back_in_stock WHERE product_id = $1 ORDER BY created_at, registration_id`,
        [productId],
      );
      return rows.map(toBackInStock);
    },

    async createSession(token, now) {
      const row = await one<SessionRow>(
        `INSERT INTO shopper_sessions (token, created_at, updated_at)
         VALUES ($1, $2::timestamptz, $2::timestamptz) RETURNING *`,
        [token, iso(now)],
      );
      if (!row) throw new Error('session insert returned no row');
      return toSession(row);
    },

    async getSession(token, options = {}) {
      const row = await one<SessionRow>(
        `SELECT * FROM shopper_sessions WHERE token = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
        [token],
      );
      return row ? toSession(row) : null;
    },

    async updateSession(token, patch, now) {
      const { sql, params } = setClause({ ...patch }, SESSION_COLUMNS, 3);
      await db.query(
        `UPDATE shopper_sessions SET ${[...sql, 'updated_at = $2::timestamptz'].join(', ')}
         WHERE token = $1`,
        [token, iso(now), ...params],
      );
    },

    async markSessionPresented(token, now) {
      await db.query(
        `UPDATE shopper_sessions SET presented_at = $2::timestamptz
         WHERE token = $1 AND presented_at IS NULL`,
        [token, iso(now)],
      );
    },

    async createOrder(input, now) {
      const row = await one<OrderRow>(
        `INSERT INTO orders (order_id, session_token, profile_id, kind, status, created_at,
           updated_at)
         VALUES (nextval('order_id_seq')::text, $1, $2, $3, 'P', $4::timestamptz, $4::timestamptz)
         RETURNING *`,
        [input.sessionToken, input.profileId, input.kind, iso(now)],
      );
      if (!row) throw new Error('order insert returned no row');
      return toOrder(row);
    },

    async getOrder(orderId, options = {}) {
      const row = await one<OrderRow>(
        `SELECT * FROM orders WHERE order_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
        [orderId],
      );
      return row ? toOrder(row) : null;
    },

    async updateOrder(orderId, patch, now) {
      const { sql, params } = setClause({ ...patch }, ORDER_COLUMNS, 3);
      await db.query(
        `UPDATE orders SET ${[...sql, 'updated_at = $2::timestamptz'].join(', ')}
         WHERE order_id = $1`,
        [orderId, iso(now), ...params],
      );
    },

    async listOrderItems(orderId) {
      const rows = await db.query<OrderItemRow>(
        `SELECT * FROM order_items WHERE order_id = $1
         ORDER BY created_at, length(order_item_id), order_item_id`,
        [orderId],
      );
      return rows.map(toOrderItem);
    },

    async insertOrderItem(item, now) {
      const row = await one<OrderItemRow>(
        `INSERT INTO order_items (order_item_id, order_id, product_id, sku_id, quantity,
           unit_price_cents, is_egc, egift, ship_mode_id, created_at)
         VALUES (nextval('order_item_id_seq')::text, $1, $2, $3, $4, $5, $6, $7::jsonb, $8,
           $9::timestamptz)
         RETURNING *`,
        [
          item.orderId,
          item.productId,
          item.skuId,
          item.quantity,
          item.unitPriceCents,
          item.isEgc,
          json(item.egift),
          item.shipModeId,
          iso(now),
        ],
      );
      if (!row) throw new Error('order item insert returned no row');
      return toOrderItem(row);
    },

    async setOrderItemQuantity(orderItemId, quantity) {
      await db.query(`UPDATE order_items SET quantity = $2 WHERE order_item_id = $1`, [
        orderItemId,
        quantity,
      ]);
    },

    async setOrderItemShipMode(orderItemId, shipModeId) {
      await db.query(`UPDATE order_items SET ship_mode_id = $2 WHERE order_item_id = $1`, [
        orderItemId,
        shipModeId,
      ]);
    },

    async deleteOrderItem(orderItemId) {
      await db.query(`DELETE FROM order_items WHERE order_item_id = $1`, [orderItemId]);
    },

    async claimIdempotencyKey(scope, key, fingerprint, now) {
      // A concurrent release can delete the row between the two statements: try again then.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db.query<{ idem_key: string }>(
          `INSERT INTO idempotency_keys (scope, idem_key, fingerprint, state, created_at)
           VALUES ($1, $2, $3, 'pending', $4::timestamptz)
           ON CONFLICT (scope, idem_key) DO NOTHING RETURNING idem_key`,
          [scope, key, fingerprint, iso(now)],
        );
        if (inserted.length > 0) return { claimed: true };
        const row = await one<IdempotencyRow>(
          `SELECT * FROM idempotency_keys WHERE scope = $1 AND idem_key = $2`,
          [scope, key],
        );
        if (row) return { claimed: false, record: toIdempotency(row) };
      }
      throw new Error(`idempotency key ${key} could not be claimed`);
    },

    async completeIdempotencyKey(scope, key, response, alsoScope = null) {
      // One statement, so the copy for the new cookie's scope exists exactly when the answer does.
      await db.query(
        `WITH done AS (
           UPDATE idempotency_keys SET state = 'done', status = $3, body = $4, headers = $5::jsonb
           WHERE scope = $1 AND idem_key = $2 RETURNING *
         )
         INSERT INTO idempotency_keys
           (scope, idem_key, fingerprint, state, status, body, headers, created_at)
         SELECT $6::text, idem_key, fingerprint, state, status, body, headers, created_at
         FROM done WHERE $6::text IS NOT NULL
         ON CONFLICT (scope, idem_key) DO NOTHING`,
        [scope, key, response.status, response.body, json(response.headers), alsoScope],
      );
    },

    async releaseIdempotencyKey(scope, key) {
      await db.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND idem_key = $2`, [
        scope,
        key,
      ]);
    },

    async purgeIdempotencyKeys(olderThan) {
      const rows = await db.query<{ idem_key: string }>(
        `DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz RETURNING idem_key`,
        [iso(olderThan)],
      );
      return rows.length;
    },

    async insertPaypalPayment(payment, now) {
      const row = await one<PaypalRow>(
        `INSERT INTO paypal_payments (payment_id, order_id, state, doc, created_at, updated_at)
         VALUES ($1, $2, 'created', $3::jsonb, $4::timestamptz, $4::timestamptz) RETURNING *`,
        [payment.paymentId, payment.orderId, json(payment.doc), iso(now)],
      );
      if (!row) throw new Error('payment insert returned no row');
      return toPaypal(row);
    },

    async getPaypalPayment(paymentId) {
      const row = await one<PaypalRow>(`SELECT * FROM paypal_payments WHERE payment_id = $1`, [
        paymentId,
      ]);
      return row ? toPaypal(row) : null;
    },

    async updatePaypalPayment(paymentId, patch, now) {
      const { sql, params } = setClause(
        { ...patch },
        { state: { column: 'state' }, doc: jsonColumn('doc') },
        3,
      );
      await db.query(
        `UPDATE paypal_payments SET ${[...sql, 'updated_at = $2::timestamptz'].join(', ')}
         WHERE payment_id = $1`,
        [paymentId, iso(now), ...params],
      );
    },

    async upsertFraudSession(sessionId, doc, now) {
      await db.query(
        `INSERT INTO fraud_sessions (session_id, doc, updated_at)
         VALUES ($1, $2::jsonb, $3::timestamptz)
         ON CONFLICT (session_id) DO UPDATE SET doc = fraud_sessions.doc || EXCLUDED.doc,
           updated_at = EXCLUDED.updated_at`,
        [sessionId, json(doc), iso(now)],
      );
    },

    async getFraudSession(sessionId) {
      const row = await one<{ doc: Record<string, unknown> }>(
        `SELECT doc FROM fraud_sessions WHERE session_id = $1`,
        [sessionId],
      );
      return row?.doc ?? null;
    },
  };
}

/** The repository over a SQL client; both PGlite and PostgreSQL run these same statements. */
/**
 * The repository over `client`. A transaction binds itself to the async context that runs it
 * (AsyncLocalStorage): inside it, every call on this repository runs in that same transaction,
 * and a nested `transaction` is a savepoint in it. That is what lets a request-level transaction (the
 * idempotency middleware's) hold the key's record and the use case's effects together, and it
 * keeps PGlite's single connection from waiting on itself.
 */
export function createSqlRepository(client: SqlClient): ShopRepository {
  const ambient = new AsyncLocalStorage<SqlExecutor>();
  const current = (): SqlExecutor => ambient.getStore() ?? client;
  const executor: SqlExecutor = {
    query: (text, params) => current().query(text, params),
    exec: (script) => current().exec(script),
  };
  let savepoints = 0;
  const transaction: ShopRepository['transaction'] = async (fn) => {
    const tx = ambient.getStore();
    if (!tx) return client.transaction((opened) => ambient.run(opened, () => fn(repo)));
    // Nested: a savepoint, so a failing use case still takes back only its own writes.
    savepoints += 1;
    const name = `nested_${savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn(repo);
      await tx.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  };
  const repo: ShopRepository = sqlRepository(executor, client.kind, transaction);
  return repo;
}
