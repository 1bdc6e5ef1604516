/**
 * The purchase panel's hook: the boundary the add-to-cart flow, the toasts and the express
 * checkout plug into. It joins the pure rules (purchase/*) with the inventory resource and the shop client, and
 * returns state plus named actions; the panel only renders what it gets.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { PublicConfig } from '../config';
import type { Inventory, Product } from '../domain';
import type { Shopper } from '../storefront/shopper';
import { availabilityOf, switchToInStockVariant } from '../purchase/availability';
import { effectiveAmount, type AmountBounds } from '../purchase/amount';
import type { AddOutcome } from '../purchase/addToCartOutcome';
import { CREATE_PASSWORD_URL, SIGN_IN_URL } from '../routing/paths';
import { whenIdle } from '../lazy/lazyWithRetry';
import { needsReload } from '../lazy/retryImport';
import { generalFailureText, type ErrorTexts } from '../purchase/messageText';
import { usePageText } from '../i18n/usePageText';
import { ADD_REASON_TEXT, AMOUNT_TEXT, RELOAD_NEEDED_TEXT } from '../purchase/messages';
import type { UnsettledAdd } from '../purchase/submission';
import {
  addToCartState,
  initialPurchaseState,
  makePurchaseReducer,
  type AddToCartView,
  type AvailabilityView,
  type PurchaseAction,
  type PurchaseState,
} from '../purchase/purchaseReducer';
import type { PurchaseFormOutcome } from '../purchase/purchaseForm';
import {
  egiftQuantityMessage,
  quantityBounds,
  type QuantityBounds,
} from '../purchase/quantityRules';
import { checkRestriction, type RestrictionResult } from '../purchase/restriction';
import { useServices } from '../providers/ServicesProvider';
import type { Resource } from './useResource';
import { uuid } from '../purchase/uuid';
import { CART_KEY } from './useCart';
import { useDataStore } from '../providers/DataProvider';
import { usePurchaseDraft } from './usePurchaseDraft';

/**
 * The add-to-cart action (its payload, the shop's answer read with spec 8's texts) is not in the
 * first load: it comes with the first add, or earlier on intent (`prepareAdd`).
 */
/** The add's flow, with the shop client as its cart (which comes with the whole client's chunk). */
const loadAddFlow = () =>
  Promise.all([import('../purchase/addToCartAction'), import('../api/cartClient')]).then(
    ([flow, { cartClientOf }]) => ({ ...flow, cartClientOf }),
  );

export interface UsePurchaseInput {
  product: Product;
  inventory: Resource<Inventory>;
  config: PublicConfig;
  shopper: Shopper;
  storeId: string | null;
  initialSkuId: string;
  /** The form posted without JavaScript: the panel opens with its values, errors and outcome. */
  posted?: PurchaseFormOutcome | null;
  /** Called with each add-to-cart outcome (the toast shows it). */
  onOutcome?: (outcome: AddOutcome, product: Product, state: PurchaseState) => void;
}

export interface PurchaseController {
  state: PurchaseState;
  dispatch: (action: PurchaseAction) => void;
  availability: AvailabilityView;
  restriction: RestrictionResult;
  view: AddToCartView;
  quantityBounds: QuantityBounds;
  amountBounds: AmountBounds;
  addToCart: () => Promise<void>;
  /** Loads the add-to-cart action ahead of the tap (the shopper reached for the form). */
  prepareAdd: () => void;
  /**
   * The state and its view as of the last dispatch, for handlers that act on a click (a wallet
   * start): a change React has not rendered yet is already in it.
   */
  current: () => { state: PurchaseState; view: AddToCartView };
  /** 'The maximum number of eGift cards you can purchase is 5.' after asking for more. */
  quantityNotice: string | null;
}

export function usePurchase(input: UsePurchaseInput): PurchaseController {
  const { product, inventory, config, shopper } = input;
  const { shop } = useServices();
  const { refresh: mutate } = useDataStore();
  const quantityCtx = useMemo(
    () => ({
      bulkMinQuantity: product.giftCard.bulkMinQuantity,
      maxEgiftRecipients: config.maxEgiftRecipients,
    }),
    [product.giftCard.bulkMinQuantity, config.maxEgiftRecipients],
  );
  const reducer = useMemo(() => makePurchaseReducer({ quantity: quantityCtx }), [quantityCtx]);
  const [state, dispatchToReact] = useReducer(
    reducer,
    { product, skuId: input.initialSkuId, quantity: quantityCtx, posted: input.posted },
    initialPurchaseState,
  );
  // The state as of the last dispatch, which addToCart reads. React renders an update that a timer
  // dispatched (the stepper's debounce) when it gets to it; on a busy phone a tap on Add to cart
  // can come before that render, and must still buy the quantity the shopper sees, not the old one.
  // The reducer is pure, so running each action here and in React gives the same state.
  const settled = useRef(state);
  const dispatch = useCallback(
    (action: PurchaseAction) => {
      settled.current = reducer(settled.current, action);
      dispatchToReact(action);
    },
    [reducer],
  );

  const flows = config.purchaseFlows;
  // The configured texts over spec 8's shipped ones, which come with what shows them.
  const errorTexts: ErrorTexts = useMemo(
    () => ({ errorMessages: flows.errorMessages, messages: flows.messages }),
    [flows.errorMessages, flows.messages],
  );
  usePurchaseDraft(
    product,
    {
      quantity: quantityCtx,
      limits: { liveChatUrl: flows.liveChatUrl, egiftPhone: flows.egiftOrderPhone },
      errorTexts,
    },
    dispatch,
  );

  const inventoryView: AvailabilityView =
    inventory.status === 'ready'
      ? { status: 'known', stock: availabilityOf(product, inventory.data, state.skuId) }
      : inventory.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  // Spec 4: the shop's exception or error message marks the item out of stock on the page.
  const markedUnavailable = state.unavailable !== null && state.unavailable.skuId === state.skuId;
  const availability: AvailabilityView = markedUnavailable
    ? { status: 'known', stock: 'OUT_OF_STOCK' }
    : inventoryView;

  // Spec 4: an out-of-stock variant gives way to an in-stock SKU of the same colour (or pattern).
  const inventoryData = inventory.status === 'ready' ? inventory.data : null;
  useEffect(() => {
    if (!inventoryData) return;
    const next = switchToInStockVariant(
      product.skus,
      state.skuId,
      (skuId) => availabilityOf(product, inventoryData, skuId),
      product.variantIdentifier ?? 'Color',
    );
    if (next !== state.skuId) dispatch({ type: 'selectSku', skuId: next });
  }, [inventoryData, product, state.skuId, dispatch]);

  const restriction = checkRestriction(config.restriction, shopper.regionId);
  // Stable while the product's are: the panel's memoised sections take them as props.
  const { minAmount, maxAmount, type: cardType } = product.giftCard;
  const amountBounds = useMemo(() => ({ min: minAmount, max: maxAmount }), [minAmount, maxAmount]);
  const quantityLimits = useMemo(
    () => quantityBounds(cardType, quantityCtx),
    [cardType, quantityCtx],
  );
  const reasons = usePageText('addReasons', ADD_REASON_TEXT);
  const amountText = usePageText('amount', AMOUNT_TEXT);
  const reloadNeeded = usePageText('reloadNeeded', RELOAD_NEEDED_TEXT);
  const localText = useMemo(() => ({ reasons, amount: amountText }), [reasons, amountText]);
  const viewOf = (of: PurchaseState) =>
    addToCartState(of, {
      availability: inventoryView,
      restricted: restriction.isRestricted,
      amountBounds,
      backInStockAllowed: product.showBackInStock,
      text: localText,
    });
  const view = viewOf(state);

  // The callback reads the latest values without being recreated on every keystroke.
  const latest = useRef({ viewOf, input, amountBounds, errorTexts, reloadNeeded });
  useEffect(() => {
    latest.current = { viewOf, input, amountBounds, errorTexts, reloadNeeded };
  });

  const current = useCallback(() => {
    const of = settled.current;
    return { state: of, view: latest.current.viewOf(of) };
  }, []);

  // An add whose outcome is unknown: the same cards asked again go with its key.
  const unsettled = useRef<UnsettledAdd | null>(null);
  const addToCart = useCallback(async () => {
    const {
      viewOf: viewFor,
      input: i,
      amountBounds: bounds,
      errorTexts: texts,
      reloadNeeded: reloadText,
    } = latest.current;
    const s = settled.current;
    if (!viewFor(s).enabled || s.submit.status === 'adding') return;
    const amount = effectiveAmount(s.amount, bounds);
    if (amount === null) return;
    // Busy at once; a refusal of the action's own checks replaces it.
    dispatch({ type: 'addStarted' });
    let flow: Awaited<ReturnType<typeof loadAddFlow>>;
    try {
      flow = await loadAddFlow();
    } catch (error) {
      // Nothing was sent; the next tap asks for the chunk again (lazy/retryImport.ts).
      console.warn('[add to cart] could not load', error);
      dispatch({
        type: 'addFailed',
        message: needsReload(error) ? reloadText : generalFailureText(texts),
      });
      return;
    }
    const flowsConfig = i.config.purchaseFlows;
    const { result, unsettled: left } = await flow.addKeepingUnsettled(
      flow.cartClientOf(shop),
      {
        product: i.product,
        skuId: s.skuId,
        quantity: s.quantity,
        amount,
        storeId: i.storeId,
        egift: s.egift.values,
        replacesOrderItemId: s.egiftOrderItemId,
      },
      {
        errorTexts: texts,
        limits: { liveChatUrl: flowsConfig.liveChatUrl, egiftPhone: flowsConfig.egiftOrderPhone },
        cartItemVariant: i.config.purchase.cartItemEndpoints,
        freshKey: uuid(),
        unsettled: unsettled.current,
        passwordExpired: flow.isPasswordExpired(document.cookie),
        log: (message, error) => console.warn(`[add to cart] ${message}`, error),
      },
    );
    unsettled.current = left;
    switch (result.kind) {
      case 'createPassword':
        window.location.assign(CREATE_PASSWORD_URL);
        return;
      case 'signIn':
        window.location.assign(SIGN_IN_URL);
        return;
      case 'overLimit':
        dispatch({ type: 'addFailed', message: result.message, help: result.help });
        return;
      case 'added':
        dispatch({ type: 'addSucceeded' });
        if (result.replacedOrderItem) dispatch({ type: 'egiftItemReplaced' });
        break;
      case 'unavailable':
        dispatch({ type: 'markUnavailable', skuId: s.skuId, message: result.message });
        break;
      case 'failed':
      case 'quantityLimit':
        dispatch({ type: 'addFailed', message: result.message });
        break;
    }
    // Whatever happened, the header shows the server's count, not a guess.
    void mutate(CART_KEY);
    i.onOutcome?.(result, i.product, s);
  }, [shop, mutate, dispatch]);
  // A failure here is the add's to report, when the shopper taps. Started once the browser is idle
  // after the pointer down or focus that asks for it: the chunk's request and its preload links,
  // made inside that event, held back the paint of what the tap changed (a chip, the stepper).
  const prepareAdd = useCallback(
    () => void whenIdle(() => void loadAddFlow().catch(() => undefined), 0),
    [],
  );

  return {
    state,
    dispatch,
    availability,
    restriction,
    view,
    quantityBounds: quantityLimits,
    amountBounds,
    addToCart,
    prepareAdd,
    current,
    quantityNotice:
      state.refusedQuantity !== null
        ? egiftQuantityMessage(state.refusedQuantity, quantityCtx.maxEgiftRecipients, errorTexts)
        : null,
  };
}
