/**
 * Describes a failed add-to-cart call for purchase/addToCart (which knows no transport types): the
 * status, the shop's error key and text, the values that came with the error (errors[0].data and
 * the refusal's addToCart envelope) and an exception message in that envelope.
 */
import { isApiError, readErrorBodyDetails } from '../api/errors';
import type { AddFailure } from '../purchase/addToCart';
import type { MessageValues } from '../purchase/errorCatalogue';

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const scalar = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

function valuesFrom(body: unknown): MessageValues {
  const values: Record<string, string | number> = {};
  const root = record(body);
  if (!root) return values;
  const envelope = record(root.addToCart);
  if (envelope) {
    if (scalar(envelope.totalQuantityAdded)) values.qty = envelope.totalQuantityAdded;
    if (scalar(envelope.totalCartQuantity)) values.totalQty = envelope.totalCartQuantity;
  }
  const first = Array.isArray(root.errors) ? record(root.errors[0]) : null;
  const data = record(first?.data);
  // Only flat values, and only names a message can use ({{maxQty}}, {{state}}, {{Item}}, …).
  for (const [name, value] of Object.entries(data ?? {})) {
    if (/^\w{1,32}$/.test(name) && scalar(value)) values[name] = value;
  }
  return values;
}

export function toAddFailure(error: unknown): AddFailure | null {
  if (!isApiError(error) || error.kind !== 'http') {
    return isApiError(error)
      ? { status: null, errorKey: null, message: null, values: {}, unavailableMessage: null }
      : null;
  }
  const envelope = record(record(error.body)?.addToCart);
  const exceptionCode =
    typeof envelope?.exceptionCode === 'string' ? envelope.exceptionCode : undefined;
  return {
    status: error.status ?? null,
    errorKey: error.errorKey ?? exceptionCode ?? null,
    message: error.serverMessage ?? null,
    values: valuesFrom(error.body),
    unavailableMessage: readErrorBodyDetails(error.body).exceptionMessage,
  };
}
