/**
 * The purchase panel's hook: the boundary the add-to-cart flow, wallets and toasts of [5] plug
 * into. It joins the pure rules (purchase/*) with the inventory resource and the shop client, and
 * returns state plus named actions; the panel only renders what it gets.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { shopFailureOf } from '../api/errors';
import type { PublicConfig } from '../config';
import type { Inventory, Product } from '../domain';
import type { Shopper } from '../pageData';
import { availabilityOf, switchToInStockVariant } from '../purchase/availability';
import { effectiveAmount, type AmountBounds } from '../purchase/amount';
import {
  buildAddToCartPayload,
  interpretAddToCart,
  interpretAddToCartError,
  SIGN_IN_URL,
  type AddOutcome,
} from '../purchase/addToCart';
import {
  addToCartState,
  initialPurchaseState,
  makePurchaseReducer,
  type AddToCartView,
  type AvailabilityView,
  type PurchaseAction,
  type PurchaseState,
} from '../purchase/purchaseReducer';
import { quantityBounds, type QuantityBounds } from '../purchase/quantityRules';
import { checkRestriction, type RestrictionResult } from '../purchase/restriction';
import { useServices } from '../services';
import type { Resource } from './useResource';
import { uuid } from './uuid';
import { CART_KEY } from './useCart';

export interface UsePurchaseInput {
  product: Product;
  inventory: Resource<Inventory>;
  config: PublicConfig;
  shopper: Shopper;
  storeId: string | null;
  initialSkuId: string;
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
}

export function usePurchase(input: UsePurchaseInput): PurchaseController {
  const { product, inventory, config, shopper } = input;
  const { shop } = useServices();
  const { mutate } = useSWRConfig();
  const quantityCtx = useMemo(
    () => ({
      bulkMinQuantity: product.giftCard.bulkMinQuantity,
      maxEgiftRecipients: config.maxEgiftRecipients,
    }),
    [product.giftCard.bulkMinQuantity, config.maxEgiftRecipients],
  );
  const reducer = useMemo(() => makePurchaseReducer({ quantity: quantityCtx }), [quantityCtx]);
  const [state, dispatch] = useReducer(
    reducer,
    { product, skuId: input.initialSkuId, quantity: quantityCtx },
    initialPurchaseState,
  );

  const availability: AvailabilityView =
    inventory.status === 'ready'
      ? { status: 'known', stock: availabilityOf(product, inventory.data, state.skuId) }
      : inventory.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };

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
  }, [inventoryData, product, state.skuId]);

  const restriction = checkRestriction(config.restriction, shopper.regionId);
  const amountBounds = { min: product.giftCard.minAmount, max: product.giftCard.maxAmount };
  const view = addToCartState(state, {
    availability,
    restricted: restriction.isRestricted,
    amountBounds,
    backInStockAllowed: product.showBackInStock,
  });

  // The callback reads the latest values without being recreated on every keystroke.
  const latest = useRef({ state, view, input, amountBounds });
  useEffect(() => {
    latest.current = { state, view, input, amountBounds };
  });

  const addToCart = useCallback(async () => {
    const { state: s, view: v, input: i, amountBounds: bounds } = latest.current;
    if (!v.enabled || s.submit.status === 'adding') return;
    const amount = effectiveAmount(s.amount, bounds);
    if (amount === null) return;
    dispatch({ type: 'addStarted' });
    const payload = buildAddToCartPayload({
      product: i.product,
      skuId: s.skuId,
      quantity: s.quantity,
      amount,
      storeId: i.storeId,
      egift: s.egift.values,
    });
    let outcome: AddOutcome;
    try {
      outcome = interpretAddToCart(
        await shop.addToCart(payload, { idempotencyKey: uuid() }),
        s.quantity,
      );
    } catch (error) {
      outcome = interpretAddToCartError(shopFailureOf(error));
    }
    if (outcome.kind === 'signIn') {
      window.location.assign(SIGN_IN_URL);
      return;
    }
    if (outcome.kind === 'added') {
      dispatch({ type: 'addSucceeded' });
      void mutate(CART_KEY);
    } else {
      dispatch({ type: 'addFailed', message: outcome.message });
    }
    i.onOutcome?.(outcome, i.product, s);
  }, [shop, mutate]);

  return {
    state,
    dispatch,
    availability,
    restriction,
    view,
    quantityBounds: quantityBounds(product.giftCard.type, quantityCtx),
    amountBounds,
    addToCart,
  };
}
