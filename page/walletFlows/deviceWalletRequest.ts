/**
 * The device wallet's sheet as it opens (spec 4): built inside the click, before the flows are
 * loaded if they are not yet (walletIntent.ts), so it needs nothing of them.
 */
import { SUPPORTED_NETWORKS } from './deviceWalletApi';

export const money = (n: number) => n.toFixed(2);

export interface InitialPaymentRequest {
  total: ApplePayJS.ApplePayLineItem;
  lineItems: ApplePayJS.ApplePayLineItem[];
  request: ApplePayJS.ApplePayPaymentRequest;
}

/** The product at the page's total; the shop's summary follows once the order exists. */
export function initialPaymentRequest(ctx: {
  productName: string;
  initialTotal: number;
  shipsSomething: boolean;
}): InitialPaymentRequest {
  const total: ApplePayJS.ApplePayLineItem = {
    label: 'Cairnfield Outfitters',
    amount: money(ctx.initialTotal),
    type: 'final',
  };
  const lineItems: ApplePayJS.ApplePayLineItem[] = [
    { label: ctx.productName, amount: money(ctx.initialTotal), type: 'final' },
  ];
  const request: ApplePayJS.ApplePayPaymentRequest = {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: SUPPORTED_NETWORKS,
    merchantCapabilities: ['supports3DS'],
    total,
    lineItems,
    requiredBillingContactFields: ['postalAddress', 'name'],
    requiredShippingContactFields: ctx.shipsSomething
      ? ['postalAddress', 'name', 'email', 'phone']
      : ['email'],
  };
  return { total, lineItems, request };
}
