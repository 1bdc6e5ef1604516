/**
 * What both wallet flows need from the page: the shop calls, the item being bought, the rules'
 * settings and the callbacks that report progress. The hook (useExpressCheckout) builds it with
 * browserWalletContext; the flows never touch React.
 */
import type { ShopClient } from '../api';
import { isApiError } from '../api/errors';
import type { PublicConfig } from '../config';
import { buildAddToCartPayload, type PayloadInput } from '../purchase/addToCartPayload';
import type { ErrorCatalogue } from '../purchase/errorCatalogue';
import { isAlternateGatewayOn, parseGatewayFlag } from '../purchase/wallet/gateway';
import { readShopErrors, type WalletFailure } from '../purchase/wallet/errors';
import { buildWalletAddToCart, type WalletFulfilment } from '../purchase/wallet/payloads';
import { readOrder, readWalletAdd, type WalletOrder } from '../purchase/wallet/readers';

export type WalletShop = Pick<
  ShopClient,
  | 'guestIdentity'
  | 'deviceWalletSession'
  | 'deviceWalletExpress'
  | 'addToCartDeviceWallet'
  | 'addToCartAccountWallet'
  | 'createAccountWalletPayment'
  | 'updateAccountWalletPayment'
  | 'executeAccountWalletPayment'
  | 'placeAccountWalletOrder'
  | 'getTax'
  | 'paymentSummary'
  | 'updateShippingAddress'
  | 'getDeliveryOptions'
  | 'updateOrder'
  | 'getOrder'
  | 'validateSameDay'
  | 'updateSameDayWindow'
  | 'removeAddressIdAssociation'
  | 'restoreCart'
>;

/** The fraud session (PageServices.fraud): the session id, its collection, the attempts counter. */
export interface FraudSession {
  sessionId(): string | null;
  /** Resolves once the collection on its way is over (at most the collector's wait, spec 9). */
  collected(): Promise<void>;
  attemptFor(orderId: string): number;
}

export type WalletKind = 'device' | 'account';

export type FlowEnd =
  | { kind: 'success'; orderId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * What the wallet pays for: the product page's selection, added to a fresh express order first
 * (`order`: what the regular add-to-cart payload is built from, eGift fields included), or the
 * shopper's cart as it stands (the cart page: its own order, nothing added).
 */
export type WalletOrderSource =
  { kind: 'selection'; order: PayloadInput } | { kind: 'cart'; orderId: string };

export interface WalletFlowContext {
  shop: WalletShop;
  source: WalletOrderSource;
  /**
   * How the shopper gets the card: home delivery, pickup or ship to store at their store, and the
   * storefront's same-day store and ZIP (same day is then offered in the device wallet's sheet).
   */
  fulfilment: WalletFulfilment;
  /** Amount × quantity, the sheet's first total before the shop's summary arrives. */
  initialTotal: number;
  productName: string;
  /** eGift-only and ship-to-store orders ship to no address: none (nor a method) is asked for. */
  shipsSomething: boolean;
  /** Spec 4: post a guest identity first (an eGift card in the order, shopper not signed in). */
  needsGuestIdentity: boolean;
  /** The order's fraud session id, once the collection on its way is over (spec 9's wait). */
  fraudSessionId: () => Promise<string>;
  attemptFor: (orderId: string) => number;
  alternateGatewayOn: () => boolean;
  switchAlternateGatewayOn: () => void;
  sessionTimeoutMs: number;
  catalogue?: ErrorCatalogue | undefined;
  /** Tracking events (the alternate-gateway 503). */
  track: (event: string, data: Record<string, unknown>) => void;
  /** Spec 4: a free-gift promotion is logged when the placed order carries one. */
  log: (message: string, data?: unknown) => void;
  /** Shows an error next to the buttons (it clears itself after the configured delay). */
  showError: (message: string) => void;
  reloadMiniCart: () => void;
  navigate: (url: string) => void;
  /** Called once when the flow ends, however it ends. */
  onEnd: (end: FlowEnd) => void;
}

/** Local keys carry the product prefix (spec 3 "Client state"). */
export const GATEWAY_FLAG_KEY = 'cairnfield.pdp.walletAlternateGatewayAt';

function readGatewayFlag(): number | null {
  try {
    return parseGatewayFlag(window.localStorage.getItem(GATEWAY_FLAG_KEY));
  } catch {
    return null;
  }
}

/** What a wallet click knows that the browser does not: the selection and the page's callbacks. */
export type WalletClick = Pick<
  WalletFlowContext,
  | 'shop'
  | 'source'
  | 'fulfilment'
  | 'initialTotal'
  | 'productName'
  | 'shipsSomething'
  | 'needsGuestIdentity'
  | 'showError'
  | 'reloadMiniCart'
  | 'onEnd'
> & {
  fraud: FraudSession;
  wallets: Pick<PublicConfig['wallets'], 'alternateGatewayWindowMs' | 'sessionTimeoutMinutes'>;
  /** A fraud session id when the collector has none. */
  newSessionId: () => string;
};

/**
 * The context of one wallet click in the browser: the fraud session, the alternate gateway's timed
 * flag in local storage, tracking to `window.dataLayer`, navigation. It comes with the flows (the
 * hook loads this module with them, after hydration), so the entry does not carry it.
 */
export function browserWalletContext(click: WalletClick): WalletFlowContext {
  const { fraud, wallets, newSessionId, ...rest } = click;
  return {
    ...rest,
    // A wallet order soon after the shopper's first sign of use may come while the collection is
    // still on its way: the order waits for its session rather than go with a stand-in.
    fraudSessionId: () => fraud.collected().then(() => fraud.sessionId() ?? newSessionId()),
    attemptFor: (orderId) => fraud.attemptFor(orderId),
    alternateGatewayOn: () =>
      isAlternateGatewayOn(readGatewayFlag(), Date.now(), wallets.alternateGatewayWindowMs),
    switchAlternateGatewayOn: () => {
      try {
        window.localStorage.setItem(GATEWAY_FLAG_KEY, String(Date.now()));
      } catch {
        // Storage refused (private mode): the primary gateway stays in use.
      }
    },
    sessionTimeoutMs: wallets.sessionTimeoutMinutes * 60_000,
    track: (event, data) => {
      const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
      if (Array.isArray(layer)) layer.push({ event, ...data });
      window.dispatchEvent(new CustomEvent('cairnfield:track', { detail: { event, ...data } }));
    },
    log: (message, data) => console.info(`[wallet] ${message}`, data ?? ''),
    navigate: (url) => window.location.assign(url),
  };
}

/**
 * The order step both wallets share. For a selection (spec 4): the wallet's add to cart (the
 * regular payload, eGift fields included, plus the fulfilment fields of spec 7), the shop's refusal
 * as the shopper's message, then the express order it made. For the cart: the cart's own order, as
 * the shop has it now. (The guest identity is posted before, by each flow at its own first step.)
 */
export async function openWalletOrder(
  ctx: WalletFlowContext,
  add: (body: ReturnType<typeof buildWalletAddToCart>) => Promise<unknown>,
): Promise<{ orderId: string; order: WalletOrder }> {
  if (ctx.source.kind === 'cart') {
    const orderId = ctx.source.orderId;
    return { orderId, order: readOrder(await ctx.shop.getOrder(orderId)) };
  }
  const wallet = readWalletAdd(
    await add(buildWalletAddToCart(buildAddToCartPayload(ctx.source.order), ctx.fulfilment)),
  );
  if (wallet.problem) throw new ShownError(wallet.problem);
  const orderId = wallet.orderId;
  if (!orderId) throw new Error('The wallet add to cart gave no order');
  return { orderId, order: readOrder(await ctx.shop.getOrder(orderId)) };
}

/**
 * The cart's order after a wallet checkout that did not finish: it is the shopper's, so it is never
 * cancelled (an express order is the flow's own, and is dropped). The wallet's address comes off
 * and each shipped item goes back to the ship mode it had when the flow read it (`before`), so the
 * cart's totals are what they were.
 */
export async function restoreCartOrder(
  ctx: WalletFlowContext,
  orderId: string,
  before: WalletOrder | null,
): Promise<void> {
  await quietly(() => ctx.shop.removeAddressIdAssociation(orderId));
  const orderItems = (before?.items ?? [])
    .filter((item) => !item.isEgift && item.shipModeId)
    .map((item) => ({ orderItemId: item.orderItemId, shipModeId: item.shipModeId }));
  if (orderItems.length > 0) await quietly(() => ctx.shop.updateOrder(orderId, { orderItems }));
}

/**
 * Undoes what an unpaid flow left on its order: the cart's is put back (restoreCartOrder); an
 * express order, the flow's own, is dropped the wallet's way (`dropExpress`).
 */
export async function undoUnpaidOrder(
  ctx: WalletFlowContext,
  orderId: string,
  before: WalletOrder | null,
  dropExpress: () => Promise<unknown>,
): Promise<void> {
  if (ctx.source.kind === 'cart') await restoreCartOrder(ctx, orderId, before);
  else await quietly(dropExpress);
}

/** A failure as plain data for the error-mapping routine. */
export function toWalletFailure(error: unknown): WalletFailure {
  if (isApiError(error)) {
    const errors = readShopErrors(error.body);
    if (errors.length === 0 && error.errorKey) {
      errors.push({ errorKey: error.errorKey, message: error.serverMessage });
    }
    return { status: error.kind === 'http' ? (error.status ?? null) : null, errors };
  }
  return { status: null, errors: [] };
}

export const confirmationUrl = (orderId: string) =>
  `/OrderConfirmation?orderId=${encodeURIComponent(orderId)}`;

/** Runs a clean-up call without letting its failure hide the real outcome. */
export async function quietly(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch {
    // A failed restore has nothing more to undo; the outcome already shown stands.
  }
}

/** A failure whose message is already the shopper's (e.g. the shop's add-to-cart refusal). */
export class ShownError extends Error {
  override name = 'ShownError';
}
