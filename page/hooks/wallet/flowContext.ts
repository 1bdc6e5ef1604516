/**
 * What both wallet flows need from the page: the shop calls, the item being bought, the rules'
 * settings and the callbacks that report progress. The hook (useExpressCheckout) builds it; the
 * flows never touch React.
 */
import type { ShopClient } from '../../api';
import { isApiError } from '../../api/errors';
import type { ErrorCatalogue } from '../../purchase/errorCatalogue';
import { readShopErrors, type WalletFailure } from '../../purchase/wallet/errors';

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
  | 'removeAddressIdAssociation'
  | 'restoreCart'
>;

/** The fraud session of [8] (PageServices.fraud); a placeholder stands in until it lands. */
export interface FraudSession {
  sessionId(): string | null;
  attemptFor(orderId: string): number;
}

export type WalletKind = 'device' | 'account';

export type FlowEnd =
  | { kind: 'success'; orderId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface WalletFlowContext {
  shop: WalletShop;
  /** The regular add-to-cart payload of the current selection (eGift fields included). */
  addPayload: object;
  /** Amount × quantity, the sheet's first total before the shop's summary arrives. */
  initialTotal: number;
  productName: string;
  /** eGift-only orders ship nothing: no address or method is asked for. */
  shipsSomething: boolean;
  /** Spec 4: post a guest identity first (an eGift card in the order, shopper not signed in). */
  needsGuestIdentity: boolean;
  fraudSessionId: () => string;
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
