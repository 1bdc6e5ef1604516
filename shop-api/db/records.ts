import type { ProductDocument } from '../catalog/types.ts';
import type { GiftCardType } from '../domain/giftCards.ts';
import type { SddSlot } from '../domain/sameDay.ts';
import type { Address, EgiftDetails } from '../domain/types.ts';

export interface ProductRecord {
  /** The record key: the product id, or a preview id for a draft. */
  key: string;
  isPreview: boolean;
  giftCardType: GiftCardType;
  partNumber: string;
  doc: ProductDocument;
}

export interface SkuRecord {
  skuId: string;
  productId: string;
  /** `null`: not tracked (always available). */
  stockLevel: number | null;
  position: number;
}

export interface ReviewRecord {
  reviewId: string;
  productId: string;
  rating: number;
  title: string;
  reviewText: string;
  nickname: string;
  isRecommended: boolean | null;
  submittedAt: Date;
}

export interface QuestionRecord {
  questionId: string;
  productId: string;
  summary: string;
  details: string;
  nickname: string;
  submittedAt: Date;
  answers: { id: string; text: string; nickname: string; submittedAt: string }[];
}

export interface ReviewStatistics {
  productId: string;
  totalReviewCount: number;
  /** Unrounded mean of the ratings; 0 without reviews. */
  averageOverallRating: number;
}

export interface SameDayStoreChoice {
  storeId: string;
  zipCode: string | null;
}

export type OrderStatus = 'P' | 'M' | 'X';
export type OrderKind = 'cart' | 'express';

export interface OrderRecord {
  orderId: string;
  sessionToken: string;
  profileId: string | null;
  kind: OrderKind;
  status: OrderStatus;
  email: string | null;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  addressId: string | null;
  sddSlot: SddSlot | null;
  /** The same-day store and ZIP the shopper chose in the storefront (wallet add to cart). */
  sddStore: SameDayStoreChoice | null;
  /** The store a ship-to-store add named. */
  stsStoreId: string | null;
  payment: Record<string, unknown> | null;
  placedTotals: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
  placedAt: Date | null;
}

export interface OrderItemRecord {
  orderItemId: string;
  orderId: string;
  productId: string;
  skuId: string;
  quantity: number;
  unitPriceCents: number;
  isEgc: boolean;
  egift: EgiftDetails | null;
  shipModeId: string;
  createdAt: Date;
}

/** What the latest add to cart did, kept so a restore can undo a partial add. */
export interface LastAdd {
  orderId: string;
  requested: number;
  added: number;
  lines: { orderItemId: string; added: number; created: boolean }[];
}

export interface SessionRecord {
  token: string;
  cartOrderId: string | null;
  expressOrderId: string | null;
  guestId: string | null;
  lastAdd: LastAdd | null;
  /** When a request first carried this session's cookie; null while it never came back. */
  presentedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BackInStockRecord {
  registrationId: string;
  productId: string;
  skuId: string | null;
  partNumber: string;
  email: string;
  mobile: string | null;
  isBundle: boolean;
  components: string[];
  createdAt: Date;
}

export interface IdempotencyRecord {
  /** The shopper the answer belongs to (see middleware/idempotency.ts). */
  scope: string;
  key: string;
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  headers: Record<string, string[]> | null;
  createdAt: Date;
}

export type PaypalState = 'created' | 'approved' | 'completed';

export interface PaypalPaymentRecord {
  paymentId: string;
  orderId: string;
  state: PaypalState;
  doc: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/** A sign-in account of the demo shop. */
export interface AccountRecord {
  email: string;
  profileId: string;
  /** `scrypt$<N>$<r>$<p>$<salt hex>$<hash hex>` (services/passwords.ts). */
  passwordHash: string;
}
