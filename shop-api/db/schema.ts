import type { ColumnType, Selectable } from 'kysely';
import type { ProductDocument } from '../catalogue/types.ts';
import type { GiftCardType } from '../../shared/giftCards.ts';
import type { SameDaySlot } from '../domain/sameDay.ts';
import type { Address, EgiftDetails } from '../domain/types.ts';

/**
 * The shop's tables as the code sees them: every column is named here once, in camelCase (the
 * database's snake_case names come from Kysely's CamelCasePlugin, db/database.ts), and the record
 * types the repositories return derive from these interfaces. The tables themselves are created
 * by db/migrations.ts, whose history never changes.
 *
 * Writes are encoded the way both drivers send them identically (db/encode.ts): JSON documents as
 * their JSON text and instants as ISO strings; reads come back parsed (jsonb, json) and as Dates.
 */

/** A json/jsonb column: read as the parsed value, written as its JSON text. */
type Json<T> = ColumnType<T, Encoded<T>, Encoded<T>>;
/** A timestamptz column: read as a Date, written as an ISO string. */
type Timestamp<T extends Date | null = Date> = ColumnType<T, Encoded<T>, Encoded<T>>;
type Encoded<T> = null extends T ? string | null : string;

export interface ProductsTable {
  /** The product id, or a preview id (`preview-10001`) for a draft. */
  productId: string;
  /** A preview (draft) document is only reachable through the preview route. */
  isPreview: boolean;
  giftCardType: GiftCardType;
  partNumber: string;
  /** A json column (not jsonb): read whole, and json keeps the document's key order. */
  doc: Json<ProductDocument>;
  updatedAt: Timestamp;
}

export interface SkusTable {
  skuId: string;
  productId: string;
  /** `null`: stock is not tracked (always available); 0: out of stock. */
  stockLevel: number | null;
  position: number;
}

export interface ReviewsTable {
  reviewId: string;
  productId: string;
  rating: number;
  title: string;
  reviewText: string;
  nickname: string;
  isRecommended: boolean | null;
  submittedAt: Timestamp;
}

export interface QuestionAnswer {
  id: string;
  text: string;
  nickname: string;
  submittedAt: string;
}

export interface QuestionsTable {
  questionId: string;
  productId: string;
  summary: string;
  details: string;
  nickname: string;
  submittedAt: Timestamp;
  answers: Json<QuestionAnswer[]>;
}

export interface ProfilesTable {
  profileId: string;
  doc: Json<Record<string, unknown>>;
}

/** A sign-in account of the demo shop. */
export interface AccountsTable {
  email: string;
  profileId: string;
  /** `scrypt$<N>$<r>$<p>$<salt hex>$<hash hex>` (services/passwords.ts). */
  passwordHash: string;
}

/** Secrets every instance on this database shares (the session-cookie signing key). */
export interface ShopSecretsTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

/** The same-day store and ZIP an add to cart named (isSDD, sddStoreId, sddZipCode). */
export interface SameDayStoreChoice {
  storeId: string;
  zipCode: string | null;
}

/** P: pending (a cart, or an express order of a wallet checkout), M: placed, X: cancelled. */
export type OrderStatus = 'P' | 'M' | 'X';
export type OrderKind = 'cart' | 'express';

export interface OrdersTable {
  orderId: string;
  /** The shopper session (cart cookie) that owns the order. */
  sessionToken: string;
  profileId: string | null;
  kind: OrderKind;
  status: OrderStatus;
  email: string | null;
  shippingAddress: Json<Address | null>;
  billingAddress: Json<Address | null>;
  addressId: string | null;
  /** The chosen same-day delivery window. */
  sddSlot: Json<SameDaySlot | null>;
  /** The same-day store and ZIP the shopper chose in the storefront (wallet add to cart). */
  sddStore: Json<SameDayStoreChoice | null>;
  /** The store a ship-to-store add named. */
  stsStoreId: string | null;
  payment: Json<Record<string, unknown> | null>;
  placedTotals: Json<Record<string, unknown> | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  placedAt: Timestamp<Date | null>;
}

export interface OrderItemsTable {
  orderItemId: string;
  orderId: string;
  productId: string;
  skuId: string;
  quantity: number;
  unitPriceCents: number;
  isEgc: boolean;
  egift: Json<EgiftDetails | null>;
  shipModeId: string;
  createdAt: Timestamp;
}

/** What the latest add to cart did, kept so a restore can undo a partial add. */
export interface LastAdd {
  orderId: string;
  requested: number;
  added: number;
  lines: { orderItemId: string; added: number; created: boolean }[];
}

/** A shopper session: what the cart cookie stands for. */
export interface ShopperSessionsTable {
  token: string;
  cartOrderId: string | null;
  /** The order of a wallet checkout in progress, apart from the cart. */
  expressOrderId: string | null;
  guestId: string | null;
  lastAdd: Json<LastAdd | null>;
  /** When a request first carried this session's cookie; null while it never came back. */
  presentedAt: Timestamp<Date | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BackInStockTable {
  registrationId: string;
  productId: string;
  skuId: string | null;
  partNumber: string;
  email: string;
  mobile: string | null;
  isBundle: boolean;
  components: Json<string[]>;
  createdAt: Timestamp;
}

export interface IdempotencyKeysTable {
  /** The shopper the answer belongs to (see middleware/idempotency.ts). */
  scope: string;
  idemKey: string;
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  headers: Json<Record<string, string[]> | null>;
  createdAt: Timestamp;
}

export type AccountWalletPaymentState = 'created' | 'approved' | 'completed';

/** An account-wallet payment of the sandbox (its table, paypal_payments, is named by migration 002). */
export interface AccountWalletPaymentsTable {
  paymentId: string;
  orderId: string;
  state: AccountWalletPaymentState;
  doc: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface FraudSessionsTable {
  sessionId: string;
  doc: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
}

/** Fixed-window counters (e.g. new carts per client), shared by every instance. */
export interface RateLimitsTable {
  bucket: string;
  windowStart: Timestamp;
  hits: number;
}

/**
 * A signed-in session (migration 007): the session cookie names it. Sign-out marks it ended
 * (migration 009) and it stays, refused, until it expires.
 */
export interface SignInSessionsTable {
  sessionId: string;
  profileId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  endedAt: ColumnType<Date | null, string | null | undefined, string | null>;
}

/**
 * Failed sign-ins per subject (migration 008): per client address or known device, in a window
 * that starts at the first failure; per account, the failures in a row, `windowStart` being the
 * last one's time (the back-off and the forgetting count from it; services/signInThrottle.ts).
 */
export interface SignInFailuresTable {
  subject: string;
  failures: number;
  windowStart: Timestamp;
}

export interface SchemaMigrationsTable {
  id: string;
  appliedAt: ColumnType<Date, never, never>;
}

export interface Database {
  products: ProductsTable;
  skus: SkusTable;
  reviews: ReviewsTable;
  questions: QuestionsTable;
  profiles: ProfilesTable;
  accounts: AccountsTable;
  shopSecrets: ShopSecretsTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  shopperSessions: ShopperSessionsTable;
  backInStock: BackInStockTable;
  idempotencyKeys: IdempotencyKeysTable;
  /** Account-wallet payments (the table's name is history: migration 002). */
  paypalPayments: AccountWalletPaymentsTable;
  fraudSessions: FraudSessionsTable;
  rateLimits: RateLimitsTable;
  signInSessions: SignInSessionsTable;
  signInFailures: SignInFailuresTable;
  schemaMigrations: SchemaMigrationsTable;
}

export type ProductRecord = Selectable<ProductsTable>;
export type SkuRecord = Selectable<SkusTable>;
export type ReviewRecord = Selectable<ReviewsTable>;
export type QuestionRecord = Selectable<QuestionsTable>;
export type AccountRecord = Selectable<AccountsTable>;
export type OrderRecord = Selectable<OrdersTable>;
export type OrderItemRecord = Selectable<OrderItemsTable>;
export type SessionRecord = Selectable<ShopperSessionsTable>;
export type BackInStockRecord = Selectable<BackInStockTable>;
export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;
export type AccountWalletPaymentRecord = Selectable<AccountWalletPaymentsTable>;
