/**
 * The gift card product page (spec 2), top to bottom: breadcrumbs; image; rating summary (above
 * the image on phones, below it from 1024 px); gift card type message and short promo; the
 * shipping-restriction alert; the purchase actions; the checkout disclaimer; the details area
 * (details, reviews, questions); the toast area.
 *
 * Data flows one way: hooks fetch domain types through the injected shop client, pure rules
 * decide (purchase/*), sections render. Nothing here reads the clock or random numbers while rendering,
 * so the server's HTML and the first browser render are identical.
 */
import { Suspense, useCallback, useRef, useState } from 'react';
import { preload } from 'react-dom';
import {
  Badge,
  Breadcrumbs,
  InlineAlert,
  Link,
  Price,
  ProductImage,
  ToastQueueProvider,
  useToastQueue,
  type EGiftFormHandle,
} from '@cairnfield/design-system';
import type { Product } from '../../domain';
import { useCart } from '../../hooks/useCart';
import { useEgiftArrival } from '../../hooks/useEGiftArrival';
import { useEgiftPrefill } from '../../hooks/useEGiftPrefill';
import { useInventory } from '../../hooks/useInventory';
import { usePurchase } from '../../hooks/usePurchase';
import { useProduct } from '../../hooks/useProduct';
import { useRepresentativeSku } from '../../hooks/useRepresentativeSku';
import { useReviewStats } from '../../hooks/useReviewStats';
import { scrollToReviews, useScrollToReviews } from '../../hooks/useScrollToReviews';
import { useSelectedStore } from '../../hooks/useSelectedStore';
import type { ProductPageData } from './data';
import { badgeLabels, badgeTones, pickBadge } from '../../purchase/badges';
import type { AddOutcome } from '../../purchase/addToCartOutcome';
import { freeShippingProgress } from '../../purchase/freeShipping';
import { availabilityOf } from '../../purchase/availability';
import { addedMessage } from '../../purchase/addedMessage';
import { usePageText } from '../../i18n/usePageText';
import { ADDED_TEXT } from '../../purchase/messages';
import { usePageFormatters } from '../../i18n/parts';
import { initialSkuId } from '../../purchase/sku';
import { purchaseSwitch } from '../../purchase/switches';
import { CART_URL, CHECKOUT_URL, PRIVACY_URL, TERMS_URL } from '../../routing/paths';
import { initialOpenSections, SECTION_IDS } from '../../sections/detailsSections';
import { GiftCardMessage } from '../../sections/GiftCardMessage';
import { ExpressCheckoutArea } from '../../sections/ExpressCheckoutArea';
import { ImageZoom } from '../../sections/ImageZoom';
import { PurchasePanel } from '../../sections/PurchasePanel';
import { StoreSlot } from '../../sections/purchaseParts';
import { freeShippingThreshold, personalisePromo } from '../../storefront/freeShipping';
import {
  CartDrawer,
  CartToast,
  DETAILS_AREA_ATTRIBUTE,
  DetailsSlot,
  QuickViewModal,
  RatingSlot,
  RecentlyViewed,
  RelatedProducts,
  STRIP_ATTRIBUTE,
} from './productPageParts';
import * as styles from './ProductPage.css';

export { loadDetailsChunk } from './productPageParts';

const selectedSku = (product: Product, skuId: string) =>
  product.skus.find((s) => s.skuId === skuId) ?? product.skus[0];

export default function ProductPage({ data }: { data: ProductPageData }) {
  const { config, query, shopper } = data;
  const { product } = useProduct(data.product, {
    previewId: query.previewId,
    previewToken: query.previewToken,
    bulkMinQuantity: config.bulkGiftcardMinQuantity,
    presetAmounts: config.presetAmounts,
  });
  const store = useSelectedStore(shopper.storeId);
  const inventory = useInventory(product.productId, store, data.inventory, shopper.storeId);
  const { stats, loading: statsLoading } = useReviewStats(product.productId, data.reviewStats);
  const { cart } = useCart();

  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The design system's toast queue; its Radix half (CartToast) loads with the first toast.
  const toasts = useToastQueue();
  const { show: showToast } = toasts.api;
  const egiftFormRef = useRef<EGiftFormHandle>(null);
  const useDrawer = config.purchaseFlows.cartConfirmation === 'drawer';
  const toastCopy = config.toastCopy;
  const addedText = usePageText('added', ADDED_TEXT);
  const { money } = usePageFormatters(); // the page's language's: '$25.00', '25,00 $ US'
  const [drawer, setDrawer] = useState<{ open: boolean; announcement: string } | null>(null);

  const onOutcome = useCallback(
    (
      outcome: AddOutcome,
      p: Product,
      s: { quantity: number; amount: { amount: number | null }; skuId: string },
    ) => {
      if (outcome.kind === 'failed') {
        // Spec 4/8: a generic failure closes the drawer; the default error shows on the page.
        setDrawer((d) => (d ? { ...d, open: false } : d));
        return;
      }
      if (outcome.kind !== 'added') return;
      // Analytics comes with the storefront services (on idle); an addition before then loads it.
      const added = {
        product: p,
        skuId: s.skuId,
        quantity: outcome.quantity,
        unitPrice: s.amount.amount ?? 0,
      };
      import('../../storefront/analytics')
        .then((analytics) => analytics.trackAddToCart(added))
        .catch((error: unknown) => console.warn('[analytics] could not record addToCart', error));
      const { title, description } = addedMessage(
        toastCopy,
        {
          name: p.name,
          quantity: outcome.quantity,
          amount: money(s.amount.amount ?? 0),
        },
        addedText,
      );
      if (useDrawer) {
        setDrawer({ open: true, announcement: description });
        return;
      }
      // One add-to-cart toast at a time: a new addition replaces it (and restarts its timer).
      showToast({
        id: 'added-to-cart',
        title,
        description,
        returnFocusTo: addButtonRef,
      });
    },
    [showToast, useDrawer, toastCopy, addedText, money],
  );
  const thresholds = config.freeShippingThresholds;
  const cartDetails = cart?.details ?? null;

  const purchase = usePurchase({
    product,
    inventory,
    config,
    shopper,
    storeId: store.storeId,
    initialSkuId: initialSkuId(product, query),
    posted: data.posted ?? null,
    onOutcome,
  });
  const { dispatch } = purchase;
  const [expressBusy, setExpressBusy] = useState(false);
  // The wallets wait while add to cart runs or the selection cannot be bought (an invalid eGift
  // form is the exception: the wallet click shows its errors).
  const expressBlocked =
    purchase.state.submit.status === 'adding' ||
    (!purchase.view.enabled && !(product.giftCard.type === 'egift' && !purchase.state.egift.valid));

  useRepresentativeSku(query.sku, product.skus, dispatch);

  const egiftPrefill = useEgiftPrefill({
    enabled: product.giftCard.type === 'egift',
    orderItemId: query.orderItemId,
    filledFrom: purchase.state.egiftOrderItemId,
    orderId: cart?.orderId ?? shopper.orderId,
    orderKnown: cart !== null || shopper.orderId !== null,
    dispatch,
    presets: product.giftCard.amounts,
    maxRecipients: config.maxEgiftRecipients,
  });
  const egiftArrival = useEgiftArrival(
    product.giftCard.type === 'egift',
    purchase.state.egift.values?.sendDate ?? '',
  );

  const [openSections, setOpenSections] = useState(() =>
    initialOpenSections(config.expand, query.location === 'rating'),
  );
  useScrollToReviews(query.location === 'rating', config.scrollToReviewsDelayMs);

  const openReviews = useCallback(() => {
    setOpenSections((open) =>
      open.includes(SECTION_IDS.reviews) ? open : [...open, SECTION_IDS.reviews],
    );
    // After the section has rendered open.
    requestAnimationFrame(() => scrollToReviews());
  }, []);

  const sku = selectedSku(product, purchase.state.skuId);
  // A multi-SKU card shows the chosen design; otherwise the product's own image.
  const skuImage =
    sku?.imageUrl && product.skus.length > 1
      ? {
          small: sku.thumbnailUrl ?? sku.imageUrl,
          large: sku.imageUrl,
          alt: `${sku.name}, front of the card`,
        }
      : null;
  const image = skuImage ?? product.images[0] ?? null;
  // The image is the largest paint: React puts this preload in the <head>, ahead of the body.
  if (image) preload(image.small, { as: 'image', fetchPriority: 'high' });
  const inventoryData = inventory.status === 'ready' ? inventory.data : null;
  // Spec 2 places the rating summary above the image on phones and below it from 1024 px: one
  // element, rendered in both places; CSS shows one and hides the other from the accessibility tree.
  const ratingSlot = (
    <RatingSlot
      loading={statsLoading}
      average={stats.average}
      count={stats.count}
      onActivate={openReviews}
    />
  );
  // Spec 3 badges: the SKU's ad bug, and EGIFT_CARD for electronic cards; lowest priority wins.
  const buying = purchaseSwitch(product.giftCard.type, config.purchaseFlows);
  const badge = pickBadge([sku?.adBug, product.giftCard.type === 'egift' ? 'EGIFT_CARD' : null]);

  return (
    <ToastQueueProvider queue={toasts}>
      <div className={styles.page}>
        <Breadcrumbs items={product.breadcrumbs.map((c) => ({ label: c.label, href: c.href }))} />

        {query.previewId ? (
          <InlineAlert tone="info" role="status" className={styles.previewBanner}>
            Preview of a draft ({query.previewId}). Shoppers do not see this version yet.
          </InlineAlert>
        ) : null}

        <div className={styles.top}>
          <div className={styles.rightTop}>
            <div className={styles.header}>
              {badge ? (
                <span>
                  <Badge label={badgeLabels[badge]} tone={badgeTones[badge]} />
                </span>
              ) : null}
              <h1 className={styles.title}>{product.name}</h1>
              <Price min={product.giftCard.minAmount} max={product.giftCard.maxAmount} />
              <dl className={styles.about} aria-label="About this product">
                <div className={styles.aboutItem}>
                  <dt className={styles.aboutTerm}>ITEM</dt>
                  <dd className={styles.aboutValue}>{product.itemNumber}</dd>
                </div>
                <div className={styles.aboutItem}>
                  <dt className={styles.aboutTerm}>SKU</dt>
                  <dd className={styles.aboutValue}>{sku?.itemId ?? ''}</dd>
                </div>
              </dl>
            </div>
            <div className={styles.ratingAbove}>{ratingSlot}</div>
          </div>

          <div className={styles.left}>
            <div className={styles.media}>
              {image ? (
                <ImageZoom
                  src={image.large}
                  alt={image.alt}
                  title={product.name}
                  hintMs={config.timings.tapToZoomMessageMs}
                >
                  <ProductImage
                    src={image.small}
                    largeSrc={image.large}
                    alt={image.alt}
                    width={960}
                    height={604}
                    aspectRatio={960 / 604}
                    loading="eager"
                    fetchPriority="high"
                  />
                </ImageZoom>
              ) : null}
            </div>
            <div className={styles.ratingBelow}>{ratingSlot}</div>
          </div>

          <div className={styles.rightBottom}>
            <div className={styles.buy}>
              <GiftCardMessage
                product={product}
                promoMessage={personalisePromo(
                  product.shortPromoMessage,
                  freeShippingThreshold(shopper.visitorKind, config.freeShippingThresholds),
                )}
              />
              {purchase.restriction.isRestricted ? (
                <InlineAlert tone="error">{purchase.restriction.message}</InlineAlert>
              ) : null}
              {buying.open ? null : (
                <InlineAlert tone="info" role="status">
                  {buying.message}
                </InlineAlert>
              )}
              {buying.open ? (
                <PurchasePanel
                  product={product}
                  purchase={purchase}
                  onRetryInventory={inventory.status === 'error' ? inventory.retry : undefined}
                  isSkuUnavailable={(skuId) =>
                    inventoryData !== null &&
                    availabilityOf(product, inventoryData, skuId) === 'OUT_OF_STOCK'
                  }
                  egiftPrefill={egiftPrefill}
                  addButtonRef={addButtonRef}
                  express={
                    <ExpressCheckoutArea
                      input={{
                        product,
                        purchase,
                        config,
                        shopper,
                        storeId: store.storeId,
                        options: shopper.expressOptions,
                        validateEgift: () =>
                          egiftFormRef.current?.validateAll() ?? purchase.state.egift.valid,
                      }}
                      blocked={expressBlocked}
                      onRunningChange={setExpressBusy}
                    />
                  }
                  storeChoice={
                    // Spec 9 'Pick Up at a Different Store': not for eGift cards (e-mailed).
                    product.giftCard.type === 'egift' ? null : (
                      <StoreSlot storeId={store.storeId} itemId={sku?.itemId ?? null} data={data} />
                    )
                  }
                  expressBusy={expressBusy}
                  egiftFormRef={egiftFormRef}
                  egiftArrival={egiftArrival}
                  formAction={`/p/${data.slug}`}
                  cartUrl={CART_URL}
                  quantityDebounceMs={config.timings.quantityDebounceMs}
                />
              ) : null}
              <p className={styles.disclaimer}>
                By placing an order you agree to our{' '}
                <Link href={TERMS_URL}>Gift Card Terms and Conditions</Link> and{' '}
                <Link href={PRIVACY_URL}>Privacy Policy</Link>.
              </p>
            </div>
          </div>
        </div>

        <div className={styles.details} {...{ [DETAILS_AREA_ATTRIBUTE]: '' }}>
          <DetailsSlot
            product={product}
            reviewCount={stats.count}
            open={openSections}
            onOpenChange={setOpenSections}
            lazyLoadMarginPx={config.timings.lazyLoadMarginPx}
          />
        </div>

        <div className={styles.details} {...{ [STRIP_ATTRIBUTE]: 'recently-viewed' }}>
          <RecentlyViewed
            product={product}
            slug={data.slug}
            shopper={shopper}
            limits={config.recentlyViewed}
          />
        </div>

        {product.relatedProductIds.length > 0 ? (
          <div className={styles.details} {...{ [STRIP_ATTRIBUTE]: 'related-products' }}>
            <RelatedProducts
              productIds={product.relatedProductIds}
              QuickViewModal={QuickViewModal}
            />
          </div>
        ) : null}

        {drawer ? (
          <CartDrawer
            open={drawer.open}
            onOpenChange={(open) => setDrawer((d) => (d ? { ...d, open } : d))}
            announcement={drawer.announcement}
            details={cartDetails}
            freeShipping={
              cartDetails
                ? freeShippingProgress(cartDetails.subtotal, shopper.signedIn, thresholds)
                : null
            }
            cartUrl={CART_URL}
            checkoutUrl={CHECKOUT_URL}
            returnFocusRef={addButtonRef}
          />
        ) : null}

        {toasts.toasts.length > 0 ? (
          <Suspense fallback={null}>
            <CartToast queue={toasts} durationMs={config.toastDurationMs} />
          </Suspense>
        ) : null}
      </div>
    </ToastQueueProvider>
  );
}
