/**
 * Back in stock (spec 4): the request for the selected SKU, and what its answer means. A status
 * containing 'already exist' means already registered; any other status is a success. A non-200,
 * a missing backInStock or a network failure is a failure: the modal closes and the page says
 * 'Something went wrong'.
 */
import type { BackInStockResult } from '@cairnfield/design-system/formValues';
import type { BackInStockAnswer, BackInStockRequest, Product } from '../domain';

import { isValidEmail } from './email';
import { BACK_IN_STOCK_TEXT } from './backInStockText';

type BackInStockText = { readonly [K in keyof typeof BACK_IN_STOCK_TEXT]: string };

/**
 * What the page gives the design system's BackInStockForm: the texts (the spec's, or the page's
 * catalogue's for its language) and the e-mail rule.
 */
export function backInStockFormCopy(text: BackInStockText = BACK_IN_STOCK_TEXT) {
  return {
    label: text.label,
    isValidEmail,
    invalidEmailMessage: text.invalidEmail,
    submitLabel: text.submit,
    submittingLabel: text.submitting,
    successTitle: text.successTitle,
    successMessage: text.successMessage,
    alreadyRegisteredMessage: text.alreadyRegistered,
  };
}

/** Spec 3: the optional mobile number (the shop accepts 7 to 20 digits, spaces, ( ) - and +). */
export const MOBILE_INVALID_MESSAGE = BACK_IN_STOCK_TEXT.mobileInvalid;

export function validateMobile(
  value: string,
  invalidMessage: string = MOBILE_INVALID_MESSAGE,
): string | null {
  const v = value.trim();
  if (v === '') return null;
  return /^\+?[0-9 ()-]{7,20}$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 7
    ? null
    : invalidMessage;
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
