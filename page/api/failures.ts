/**
 * What a failed shop call means to the purchase rules (ShopFailure, page/domain.ts): its kind, the
 * refusal's code and messages, and the values a message can use, read off the shop's answer.
 */
import type { ShopFailure } from '../domain';
import { needsReload } from '../lazy/retryImport';
import { isApiError } from './errors';

/** The add-to-cart envelope some refusals carry next to errors[] (shop-api answers 400 with it). */
export function readErrorBodyDetails(body: unknown): { exceptionMessage: string | null } {
  if (typeof body !== 'object' || body === null) return { exceptionMessage: null };
  const addToCart = (body as Record<string, unknown>).addToCart;
  if (typeof addToCart !== 'object' || addToCart === null) return { exceptionMessage: null };
  const record = addToCart as Record<string, unknown>;
  const message = [record.exceptionMessage, record.errorMessage].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return { exceptionMessage: message ?? null };
}

const recordOf = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const scalar = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** Flat values a message can use ({{maxQty}}, {{state}}, {{Item}}; {{qty}}/{{totalQty}}). */
function errorValues(body: unknown): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const root = recordOf(body);
  if (!root) return values;
  const envelope = recordOf(root.addToCart);
  if (envelope) {
    if (scalar(envelope.totalQuantityAdded)) values.qty = envelope.totalQuantityAdded;
    if (scalar(envelope.totalCartQuantity)) values.totalQty = envelope.totalCartQuantity;
  }
  const first = Array.isArray(root.errors) ? recordOf(root.errors[0]) : null;
  for (const [name, value] of Object.entries(recordOf(first?.data) ?? {})) {
    if (/^\w{1,32}$/.test(name) && scalar(value)) values[name] = value;
  }
  return values;
}

/** The domain reading of a failed shop call (what purchase rules take instead of an ApiError). */
export function shopFailureOf(error: unknown): ShopFailure {
  if (!isApiError(error)) {
    return {
      kind: 'unknown',
      status: null,
      serverMessage: null,
      exceptionMessage: null,
      errorKey: null,
      values: {},
    };
  }
  const http = error.kind === 'http';
  const envelope = http ? recordOf(recordOf(error.body)?.addToCart) : null;
  const exceptionCode =
    typeof envelope?.exceptionCode === 'string' && envelope.exceptionCode !== ''
      ? envelope.exceptionCode
      : null;
  return {
    kind: error.kind === 'network' && needsReload(error.cause) ? 'reload' : error.kind,
    status: error.status ?? null,
    serverMessage: error.serverMessage ?? null,
    exceptionMessage: http ? readErrorBodyDetails(error.body).exceptionMessage : null,
    errorKey: error.errorKey ?? exceptionCode,
    values: http ? errorValues(error.body) : {},
  };
}
