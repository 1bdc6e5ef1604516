/**
 * Back in stock (spec 4): the request for the selected SKU, and what its answer means. A status
 * containing 'already exist' means already registered; any other status is a success. A non-200,
 * a missing backInStock or a network failure is a failure: the modal closes and the page says
 * 'Something went wrong'.
 */
import type { BackInStockResult } from '@cairnfield/design-system/formValues';
import type { BackInStockAnswer, BackInStockRequest, Product } from '../domain';

import { isValidEmail } from './email';
import { BACK_IN_STOCK_TEXT } from './messages';

/** What the page gives the design system's BackInStockForm: the spec's texts and the e-mail rule. */
export const backInStockFormCopy = {
  label: BACK_IN_STOCK_TEXT.label,
  isValidEmail,
  invalidEmailMessage: BACK_IN_STOCK_TEXT.invalidEmail,
  submitLabel: BACK_IN_STOCK_TEXT.submit,
  submittingLabel: BACK_IN_STOCK_TEXT.submitting,
  successTitle: BACK_IN_STOCK_TEXT.successTitle,
  successMessage: BACK_IN_STOCK_TEXT.successMessage,
  alreadyRegisteredMessage: BACK_IN_STOCK_TEXT.alreadyRegistered,
};

/** Spec 3: the optional mobile number (the shop accepts 7 to 20 digits, spaces, ( ) - and +). */
export const MOBILE_LABEL = 'Mobile number (optional)';
export const MOBILE_INVALID_MESSAGE =
  'Please enter a mobile number of 7 to 20 digits, e.g. 303 555 0100.';

export function validateMobile(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  return /^\+?[0-9 ()-]{7,20}$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 7
    ? null
    : MOBILE_INVALID_MESSAGE;
}

export function backInStockRequest(
  product: Product,
  skuId: string,
  email: string,
  mobile = '',
): BackInStockRequest {
  const sku = product.skus.find((s) => s.skuId === skuId);
  return {
    kind: 'product',
    productId: product.productId,
    skuId,
    partNumber: product.partNumber || sku?.partNumber || '',
    email: email.trim(),
    // Spec 3/4: the body carries mobile (empty when none was given).
    mobile: mobile.trim(),
  };
}

export function backInStockOutcome(answer: BackInStockAnswer): BackInStockResult {
  return /already exist/i.test(answer.status) ? 'alreadyRegistered' : 'success';
}
