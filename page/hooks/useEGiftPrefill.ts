/**
 * `?orderItemId=` (spec 2): selects an existing eGift order item. Its data comes from
 * POST /api/orders/egiftCard/getdeliveryoptions for the shopper's current order; the form, the
 * amount and the quantity are then prefilled. The page server fills the form from it when it can
 * (page/routes/product/route.ts); this lookup is the browser's, for when the server could not.
 */
import { useEffect, useState } from 'react';
import type { PurchaseAction } from '../purchase/purchaseReducer';
import { useServices } from '../providers/ServicesProvider';

export type EgiftPrefillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'applied'; orderItemId: string }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

export function useEgiftPrefill(input: {
  enabled: boolean;
  orderItemId: string | null;
  /**
   * The order item the form holds (the purchase state's). At the first render it is the one the
   * server filled the form from: then there is no second lookup, whose answer would overwrite
   * what the shopper has typed since.
   */
  filledFrom: string | null;
  orderId: string | null;
  /** True once the cart (and so the order id) is known. */
  orderKnown: boolean;
  dispatch: (action: PurchaseAction) => void;
  /** The card's preset amounts (a saved preset amount shows as its chip). */
  presets: readonly number[];
  /** eGift quantity maximum, for the prefilled form's validity. */
  maxRecipients: number;
}): EgiftPrefillState {
  const { shop } = useServices();
  const { orderItemId, orderId, orderKnown, dispatch, presets, maxRecipients } = input;
  const [filledByServer] = useState(() => orderItemId !== null && input.filledFrom === orderItemId);
  const enabled = input.enabled && !filledByServer;
  // Only the answer of the lookup is state; the rest follows from the inputs.
  const [result, setState] = useState<EgiftPrefillState | null>(null);
  useEffect(() => {
    if (!enabled || !orderItemId || !orderKnown || !orderId) return;
    const controller = new AbortController();
    // The prefill's rule comes with the lookup: only a page opened to edit an item needs it.
    Promise.all([
      shop.getEgiftDeliveryOptions(orderId, controller.signal),
      import('../purchase/eGiftEdit'),
    ]).then(
      ([lookup, { prefillEgiftAction }]) => {
        if (controller.signal.aborted) return;
        const item =
          lookup.kind === 'found'
            ? lookup.items.find((i) => i.orderItemId === orderItemId)
            : undefined;
        if (!item) {
          setState({ status: 'notFound' });
          return;
        }
        dispatch(prefillEgiftAction(item, presets, maxRecipients));
        setState({ status: 'applied', orderItemId });
      },
      (error: unknown) =>
        // The error's summary comes with the early calls' chunk (api/errors.ts), fetched by now;
        // should it not come, the failure is still said, without the summary.
        import('../api/errors')
          .then(
            ({ errorSummary }) => errorSummary(error),
            () => '',
          )
          .then((message) => {
            if (!controller.signal.aborted) setState({ status: 'error', message });
          }),
    );
    return () => controller.abort();
    // presets and maxRecipients are the product's: they do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, orderItemId, orderId, orderKnown, dispatch, shop]);
  if (input.enabled && filledByServer && orderItemId) return { status: 'applied', orderItemId };
  if (!enabled || !orderItemId) return { status: 'idle' };
  if (result) return result;
  // Without an order there is no order item to select.
  if (orderKnown && !orderId) return { status: 'notFound' };
  return { status: 'loading' };
}
