/** The shop's values in the device wallet's sheet format (ApplePayJS line items and methods). */
import { readPaymentSummary, type SheetLine } from '../purchase/wallet/readers';
import type { WalletFlowContext } from './flowContext';
import { money } from './deviceWalletRequest';

export const toSheetMethod = (m: {
  identifier: string;
  label: string;
  detail: string;
  amount: number;
}): ApplePayJS.ApplePayShippingMethod => ({
  identifier: m.identifier,
  label: m.label,
  detail: m.detail,
  amount: money(m.amount),
});
/** The sheet takes its first method as the chosen one. */
export const chosenFirst = (methods: ApplePayJS.ApplePayShippingMethod[], id: string | null) => [
  ...methods.filter((m) => m.identifier === id),
  ...methods.filter((m) => m.identifier !== id),
];
export const toSheetLines = (lines: readonly SheetLine[]): ApplePayJS.ApplePayLineItem[] =>
  lines.map((l) => ({ label: l.label, amount: l.amount, type: 'final' }));

/** Closes the sheet; one already closed stays closed. */
export function abortSheet(session: { abort: () => void }): void {
  try {
    session.abort();
  } catch {
    // Already closed.
  }
}

/** The shop's payment summary of the order, as the sheet's total and lines. */
export async function sheetSummary(
  shop: WalletFlowContext['shop'],
  orderId: string,
): Promise<{ total: ApplePayJS.ApplePayLineItem; lineItems: ApplePayJS.ApplePayLineItem[] }> {
  const s = readPaymentSummary(
    await shop.paymentSummary(
      { orderId, paymentMethod: 'applepay' },
      { paymentMethod: 'applepay' },
    ),
  );
  return {
    total: { label: s.total.label, amount: s.total.amount, type: 'final' },
    lineItems: toSheetLines(s.lineItems),
  };
}
