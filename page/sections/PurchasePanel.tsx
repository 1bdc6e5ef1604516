/**
 * The purchase actions (spec 2), assembled from design-system widgets: design choice (multi-SKU
 * cards), amount chips with Custom Amount, the custom amount field, the quantity stepper with the
 * card type's limits, the eGift form, availability, add to cart, express checkout, and the
 * back-in-stock block when out of stock. State and actions come from usePurchase; this component
 * only renders them.
 */
import {
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import {
  Button,
  InlineAlert,
  Link,
  Price,
  Skeleton,
  visuallyHidden,
  type EGiftFormHandle,
} from '@cairnfield/design-system';
import type { Product } from '../domain';
import { useServices } from '../providers/ServicesProvider';
import { useHydrated } from '../hooks/useHydrated';
import type { PurchaseController } from '../hooks/usePurchase';
import { effectiveAmount } from '../purchase/amount';
import { usePageText } from '../i18n/usePageText';
import { NOJS_TEXT, PANEL_TEXT } from '../purchase/messages';
import { fillPlaceholders } from '../purchase/errorCatalogue';
import { TranslatedPart } from '../i18n/parts';
import { egiftPathOfFieldName, PURCHASE_FIELDS, PURCHASE_IDS } from '../purchase/formFields';
import { CART_URL } from '../routing/paths';
import type { EgiftPrefillState } from '../hooks/useEGiftPrefill';
import { AmountSection } from './AmountSection';
import { EGiftSlot } from './EGiftSlot';
import { FormErrorSummary } from './FormErrorSummary';
import { PurchaseControls } from './PurchaseControls';
import { QuantitySection } from './QuantitySection';
import * as styles from './sections.css';
import { StockLine } from './StockLine';
import { BackInStockBlock, VariantPicker } from './purchaseParts';

const QuantityLimitModal = lazyWithRetry(() => import('./QuantityLimitModal'), {
  label: 'the quantity message',
});

export interface PurchasePanelProps {
  product: Product;
  purchase: PurchaseController;
  /** Retry the inventory call (shown when it failed). */
  onRetryInventory?: () => void;
  /** Whether a SKU is out of stock (for the design picker's hint). */
  isSkuUnavailable: (skuId: string) => boolean;
  egiftPrefill: EgiftPrefillState;
  /** Focus returns here when the toast is dismissed. */
  addButtonRef: RefObject<HTMLButtonElement | null>;
  /** The express checkout section, rendered under Add to cart. */
  express?: ReactNode;
  /** The selected store and its picker (spec 9), rendered under the stock line. */
  storeChoice?: ReactNode;
  /** An express checkout is running: Add to cart waits (spec 4). @default false */
  expressBusy?: boolean;
  /** The eGift form's handle: a wallet shows its errors before starting. */
  egiftFormRef?: RefObject<EGiftFormHandle | null>;
  /** eGift: when the e-mail should arrive (spec 9), once known in the browser. */
  egiftArrival?: string | null;
  /**
   * Where the purchase form posts without JavaScript (the page server adds to cart and redirects
   * back); with JavaScript the submit is handled here. @default the current page
   */
  formAction?: string;
  /** The cart page, linked from the 'added' message after a post without JavaScript. */
  cartUrl?: string;
  /** The stepper tells the page of a typed quantity this long after the last change
   * (QUANTITY_DEBOUNCE_MS; spec 9: 500 ms). */
  quantityDebounceMs: number;
}

export function PurchasePanel({
  product,
  purchase,
  onRetryInventory,
  isSkuUnavailable,
  egiftPrefill,
  addButtonRef,
  express,
  storeChoice,
  expressBusy = false,
  egiftFormRef,
  egiftArrival = null,
  formAction = '',
  cartUrl = CART_URL,
  quantityDebounceMs,
}: PurchasePanelProps) {
  const { state, dispatch, view, quantityBounds, amountBounds } = purchase;
  const headingId = useId();
  const reasonId = useId();
  const type = product.giftCard.type;
  const amount = effectiveAmount(state.amount, amountBounds);
  const stepperRef = useRef<HTMLDivElement>(null);
  // Where the quantity modal sends focus on close: the quantity field itself. The stepper's wrapper
  // is not focusable, so focusing it left focus on <body> (found by npm run audit:a11y).
  const quantityFieldRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return stepperRef.current?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null;
      },
    }),
    [],
  );
  const [quantityModal, setQuantityModal] = useState<'closed' | 'open' | 'loaded'>('closed');
  const openQuantityModal = useCallback(() => setQuantityModal('open'), []);
  const busy = state.submit.status === 'adding';
  const addEnabled = view.enabled && !expressBusy;
  // Before hydration (and without JavaScript) the button submits the form and the page server
  // checks everything: it never looks disabled then.
  const hydrated = useHydrated();
  const text = usePageText('panel', PANEL_TEXT);
  const noJs = usePageText('noJs', NOJS_TEXT);
  const { submissionKey } = useServices();
  const fieldError = (name: string) =>
    state.formErrors.find((error) => error.field === name)?.message ?? null;
  const customAmountError = fieldError(PURCHASE_FIELDS.customAmount);
  const quantityError = fieldError(PURCHASE_FIELDS.quantity);
  const egiftErrorsPosted = state.formErrors.some((e) => egiftPathOfFieldName(e.field) !== null);

  // Translated, inside a page that is not all translated yet (WCAG 3.1.2).
  return (
    <TranslatedPart>
      <section aria-labelledby={headingId} className={styles.panel}>
        <h2 id={headingId} className={visuallyHidden}>
          {fillPlaceholders(text.heading, { name: product.name })}
        </h2>

        {/* A form only while add to cart is offered (PurchaseControls). */}
        <PurchaseControls
          submittable={view.visible}
          action={formAction}
          canAdd={addEnabled}
          onAdd={() => void purchase.addToCart()}
          onIntent={purchase.prepareAdd}
        >
          <FormErrorSummary errors={state.formErrors} />

          {product.skus.length < 2 ? (
            <input type="hidden" name={PURCHASE_FIELDS.sku} value={state.skuId} />
          ) : null}
          {submissionKey ? (
            <input type="hidden" name={PURCHASE_FIELDS.submission} value={submissionKey} />
          ) : null}
          {state.egiftOrderItemId ? (
            <input
              type="hidden"
              name={PURCHASE_FIELDS.orderItemId}
              value={state.egiftOrderItemId}
            />
          ) : null}
          {product.skus.length > 1 ? (
            <VariantPicker
              name={PURCHASE_FIELDS.sku}
              product={product}
              value={state.skuId}
              onChange={(skuId) => dispatch({ type: 'selectSku', skuId })}
              unavailable={isSkuUnavailable}
            />
          ) : null}

          <AmountSection
            amounts={product.giftCard.amounts}
            amount={state.amount}
            bounds={amountBounds}
            invalid={customAmountError !== null}
            dispatch={dispatch}
          />

          <QuantitySection
            quantity={state.quantity}
            min={quantityBounds.min}
            max={quantityBounds.max}
            error={quantityError}
            debounceMs={quantityDebounceMs}
            type={type}
            notice={purchase.quantityNotice}
            dispatch={dispatch}
            openQuantityModal={openQuantityModal}
            stepperRef={stepperRef}
          />

          {type === 'egift' ? (
            <div className={styles.fieldGroup}>
              {egiftPrefill.status === 'loading' ? (
                <Skeleton shape="text" lines={2} loadingLabel={text.eGiftLoading} />
              ) : null}
              {egiftPrefill.status === 'notFound' ? (
                <InlineAlert tone="warning" role="status">
                  {text.eGiftNotFound}
                </InlineAlert>
              ) : null}
              {egiftPrefill.status === 'error' ? (
                <InlineAlert tone="warning" role="status">
                  {text.eGiftPrefillFailed} {egiftPrefill.message}
                </InlineAlert>
              ) : null}
              <p className={styles.muted}>
                {text.eGiftDelivery}
                {egiftArrival ? ` ${egiftArrival}.` : ''}
              </p>
              <EGiftSlot
                formRef={egiftFormRef}
                // A prefilled order item, or a draft kept across a reload, remounts the form with
                // its values.
                key={`${state.egiftOrderItemId ?? 'new'}-${state.draftsRestored}`}
                quantity={state.quantity}
                amount={amount}
                designs={product.egiftDesigns}
                maxRecipients={quantityBounds.max}
                values={state.egift.values}
                dispatch={dispatch}
                showAllErrors={egiftErrorsPosted}
              />
            </div>
          ) : null}

          <StockLine purchase={purchase} onRetry={onRetryInventory} />
          {storeChoice}

          {view.visible ? (
            <div className={styles.actions}>
              {amount !== null ? (
                <p className={styles.total}>
                  <span className={styles.totalLabel}>{text.total}</span>
                  <Price amount={amount * state.quantity} size="large" />
                </p>
              ) : null}
              <Button
                ref={addButtonRef}
                type="submit"
                fullWidth
                size="large"
                loading={busy}
                loadingLabel={text.adding}
                // aria-disabled keeps the button focusable and its reason reachable (aria-describedby).
                aria-disabled={(hydrated && !addEnabled) || undefined}
                aria-describedby={view.reason ? reasonId : undefined}
              >
                {text.addToCart}
              </Button>
              <p id={reasonId} className={styles.reason}>
                {view.reason ?? ''}
              </p>
              {state.submit.status === 'added' && state.submit.message ? (
                <div id={PURCHASE_IDS.result} tabIndex={-1} className={styles.problems}>
                  <InlineAlert tone="success" role="status">
                    {state.submit.message} <Link href={cartUrl}>{noJs.viewCart}</Link>
                  </InlineAlert>
                </div>
              ) : null}
              {state.submit.status === 'failed' ? (
                <InlineAlert
                  tone="error"
                  {...(state.formErrors.length === 0 ? { id: PURCHASE_IDS.result } : {})}
                >
                  {state.submit.message}
                  {state.submit.help ? (
                    <>
                      {' '}
                      <Link href={state.submit.help.href}>{state.submit.help.label}</Link>
                    </>
                  ) : null}
                </InlineAlert>
              ) : null}
              {express}
            </div>
          ) : null}
        </PurchaseControls>

        {view.showBackInStock ? <BackInStockBlock product={product} skuId={state.skuId} /> : null}

        {quantityModal !== 'closed' ? (
          <Suspense fallback={null}>
            <QuantityLimitModal
              open={quantityModal === 'open'}
              onOpenChange={(open) => setQuantityModal(open ? 'open' : 'loaded')}
              returnFocusRef={quantityFieldRef}
              product={product}
              max={quantityBounds.max}
            />
          </Suspense>
        ) : null}
      </section>
    </TranslatedPart>
  );
}
