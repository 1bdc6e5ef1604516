/**
 * reshape*: wire types → domain types. Pure; the HTML sanitiser is passed in so the same code runs
 * on the server (jsdom) and in the browser.
 */
import type {
  AddToCartAnswer,
  BackInStockAnswer,
  Breadcrumb,
  EgiftDesign,
  GiftCardType,
  Inventory,
  Product,
  ProductPrice,
  ProductSummary,
  Question,
  Review,
  ReviewStats,
  Sku,
  StockStatus,
} from '../domain';
import { GIFT_CARD_LIMITS } from '../../shared/giftCards';
import { stockStatuses } from '../domain';
import { ZERO_REVIEW_STATS } from './constants';
import type { SanitizeHtml } from '../sanitize/policy';
import type {
  AddToCartResponse,
  BackInStockResponse,
  InventoryWire,
  ProductInfoWire,
  ProductResponse,
  ProductSummaryResponse,
  QuestionsResponse,
  ReviewStatisticsResponse,
  ReviewsResponse,
} from './wire';
import { chipAmounts } from './presetAmounts';

export interface ReshapeProductOptions {
  sanitizeHtml: SanitizeHtml;
  /** Used when the product omits bulkGiftcardMinQuantity (config BULK_GIFTCARD_MIN_QUANTITY). */
  defaultBulkMinQuantity: number;
  /** Configured chip amounts (PRESET_AMOUNTS); null or absent = the product's own (presetAmounts.ts). */
  presetAmounts?: readonly number[] | null;
}

/**
 * Spec 5: ratings are capped at 5.0; anything non-numeric counts as 0. The one home of this rule:
 * the design system's RatingSummary only shows the clean number.
 */
export function toRating(value: unknown, scale = 5): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, scale);
}

export function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A root-relative path: '/p/x' stays, 'p/x' gains a slash, absolute URLs keep only their path. */
export function toRootRelative(url: string | undefined | null): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const parsed = new URL(trimmed);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return null;
    }
  }
  if (trimmed.startsWith('//')) return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Spec 2: the trail starts at / (added when absent) and ends with the product name. */
export function reshapeBreadcrumbs(
  crumbs: readonly { label: string; seoURL: string }[],
  productName: string,
  productUrl: string,
): Breadcrumb[] {
  const trail: Breadcrumb[] = crumbs
    .map((c) => ({ label: c.label.trim(), href: toRootRelative(c.seoURL) ?? '/' }))
    .filter((c) => c.label !== '');
  if (trail[0]?.href !== '/') trail.unshift({ label: 'Home', href: '/' });
  const last = trail[trail.length - 1];
  if (!last || last.label !== productName) trail.push({ label: productName, href: productUrl });
  return trail;
}

function reshapePrice(wire: ProductInfoWire['price'] | null | undefined): ProductPrice | null {
  if (!wire) return null;
  const sale = wire.salePrice ?? wire.productPrice ?? wire.listPrice;
  if (sale === undefined) return null;
  return {
    list: wire.listPrice ?? sale,
    sale,
    min: wire.minPrice ?? sale,
    max: wire.maxPrice ?? sale,
    message: wire.priceMessage ?? '',
  };
}

function attribute(info: ProductInfoWire, key: string): string | undefined {
  return info.productAttributes?.find((a) => a.key.toLowerCase() === key.toLowerCase())?.value;
}

/** Spec 1: eGift when eGiftCardFlag = Y; bulk is the multi-SKU card; otherwise standard. */
export function giftCardTypeOf(info: ProductInfoWire): GiftCardType {
  if (info.giftCardType) return info.giftCardType;
  if (attribute(info, 'eGiftCardFlag') === 'Y' || info.sKUs.some((s) => s.eGiftCardFlag === 'Y')) {
    return 'egift';
  }
  return info.sKUs.length > 1 ? 'bulk' : 'standard';
}

/** Plain text for meta descriptions: tags dropped, entities decoded, whitespace collapsed. */
export function toPlainText(html: string, maxLength = 160): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `specifications` and the single-key `productSpecifications`, as one list without repeats. */
export function mergeSpecifications(info: ProductInfoWire): { name: string; value: string }[] {
  const all = [
    ...(info.specifications ?? []),
    ...(info.productSpecifications ?? []).flatMap((entry) =>
      Object.entries(entry).map(([name, value]) => ({ name, value })),
    ),
  ];
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = s.name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function reshapeProduct(response: ProductResponse, options: ReshapeProductOptions): Product {
  const info = response.productinfo;
  const url = toRootRelative(info.seoURL) ?? `/p/${encodeURIComponent(info.productId)}`;
  const skus: Sku[] = info.sKUs.map((s) => ({
    skuId: s.skuId,
    itemId: s.itemId ?? s.skuId,
    partNumber: s.partNumber ?? '',
    name: s.name ?? info.name,
    imageUrl: s.imageURL ?? null,
    thumbnailUrl: s.thumbnail ?? null,
    attributes: s.defining_attribute ?? {},
    upc: s.attributes?.UPCcode ?? null,
    price: reshapePrice(s.price),
    isEgift: s.eGiftCardFlag === 'Y',
    adBug: s.adBug ?? null,
  }));
  const defaultSkuId =
    info.defaultSku && skus.some((s) => s.skuId === info.defaultSku)
      ? info.defaultSku
      : (skus[0]?.skuId ?? '');
  const longDescription = options.sanitizeHtml(info.longDescription ?? '');
  const images =
    info.media && info.media.length > 0
      ? info.media.map((m) => ({ small: m.small, large: m.large, alt: m.alt ?? info.name }))
      : info.fullImage
        ? [{ small: info.fullImage, large: info.fullImage, alt: info.name }]
        : [];
  const price = reshapePrice(info.price) ??
    skus[0]?.price ?? { list: 0, sale: 0, min: 0, max: 0, message: '' };
  const amounts = chipAmounts(options.presetAmounts, info.gcAmounts ?? []);
  const specifications = mergeSpecifications(info);

  return {
    id: info.id ?? info.productId,
    productId: info.productId,
    name: info.name,
    brand: info.brand ?? info.manufacturer ?? '',
    partNumber: info.partNumber ?? '',
    url,
    summary: toPlainText(longDescription),
    images,
    breadcrumbs: reshapeBreadcrumbs(info.breadCrumb ?? [], info.name, url),
    skus,
    defaultSkuId,
    variantIdentifier: info.selectedIdentifier?.trim() || null,
    itemNumber: info.mfItemId ?? info.itemId ?? '',
    price,
    isGiftCard: info.isGiftCard === 'Y',
    giftCard: {
      type: giftCardTypeOf(info),
      amounts,
      minAmount: info.gcMinAmount ?? GIFT_CARD_LIMITS.minAmount,
      maxAmount: info.gcMaxAmount ?? GIFT_CARD_LIMITS.maxAmount,
      totalMaxAmount: info.totalGcMaxAmount ?? GIFT_CARD_LIMITS.totalMaxAmount,
      bulkMinQuantity: info.bulkGiftcardMinQuantity ?? options.defaultBulkMinQuantity,
      bulkUrl: toRootRelative(info.bulkGiftcardSeoUrl),
      standardUrl: toRootRelative(info.standardGiftcardSeoUrl),
    },
    showBackInStock: info.showBIS ?? true,
    productMessage: info.productMessage ?? '',
    egiftDesigns: reshapeEgiftDesigns(info.egiftDesigns),
    shortPromoMessage: info.promotionalDetails?.shortPromoMsg?.trim() || null,
    rating: {
      average: toRating(info.averageRating ?? info.rating ?? info.bvRating),
      count: toCount(info.reviewCount ?? attribute(info, 'reviewcount')),
    },
    details: {
      longDescription,
      featureBenefits: info.featureBenefits ?? [],
      specifications,
      whatsInTheBox: info.whatsInTheBox ?? [],
      legalDisclaimer: info.legalDisclaimer ?? '',
      manuals: (info.manualsAndRebates ?? []).map((m) => ({ label: m.value, href: m.url })),
      lawLabel: info.lawLabel ? { label: info.lawLabel.value, href: info.lawLabel.url } : null,
      stateRestrictions: info.stateRestriction ?? [],
    },
    fromTimeoutCache: response.fromTimeoutCache ?? false,
    relatedProductIds: reshapeRelatedProductIds(info.relatedProducts, info.productId),
  };
}

/** At most this many related products are offered (the demo has three). */
export const MAX_RELATED_PRODUCTS = 8;

/**
 * Spec 3 relatedProducts → the ids to offer: numeric id strings (numbers accepted), each once,
 * never the product itself, at most MAX_RELATED_PRODUCTS. Anything else is dropped: the strip is
 * decorative and must not fail the page.
 */
export function reshapeRelatedProductIds(value: unknown, selfId: string): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const entry of value) {
    const id =
      typeof entry === 'number' && Number.isSafeInteger(entry) && entry >= 0
        ? String(entry)
        : typeof entry === 'string'
          ? entry.trim()
          : '';
    if (!/^\d{1,18}$/.test(id) || id === selfId || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_RELATED_PRODUCTS) break;
  }
  return ids;
}

/**
 * A product answer → what the quick view shows: name, link, first image, the amount range (the
 * gift card bounds, else the price's min and max) and the rating (null when the answer has none).
 */
export function reshapeProductSummary(wire: ProductSummaryResponse): ProductSummary {
  const info = wire.productinfo;
  const media = info.media?.[0];
  const image = media
    ? { small: media.small, large: media.large, alt: media.alt ?? info.name }
    : info.fullImage
      ? { small: info.fullImage, large: info.fullImage, alt: info.name }
      : null;
  const price = reshapePrice(info.price);
  const min = info.gcMinAmount ?? price?.min ?? GIFT_CARD_LIMITS.minAmount;
  const max = info.gcMaxAmount ?? price?.max ?? GIFT_CARD_LIMITS.maxAmount;
  const ratingValue = info.averageRating ?? info.rating ?? info.bvRating;
  const count = toCount(
    info.reviewCount ??
      info.productAttributes?.find((a) => a.key.toLowerCase() === 'reviewcount')?.value,
  );
  return {
    productId: info.productId,
    name: info.name,
    url: toRootRelative(info.seoURL) ?? `/p/${encodeURIComponent(info.productId)}`,
    image,
    price: { min: Math.min(min, max), max: Math.max(min, max) },
    rating: ratingValue === undefined ? null : { average: toRating(ratingValue), count },
  };
}

export function toStockStatus(value: string | null | undefined): StockStatus | null {
  if (!value) return null;
  const normalised = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (stockStatuses as readonly string[]).includes(normalised)
    ? (normalised as StockStatus)
    : null;
}

export function reshapeInventory(wire: InventoryWire): Inventory {
  return {
    // An unknown status word is treated as in stock only when SKUs say so (availability.ts).
    productStatus: toStockStatus(wire.inventoryMessage?.inventoryStatus) ?? 'IN_STOCK',
    skus: wire.online.map((entry) => ({
      skuId: entry.skuId,
      onlineMessage: entry.deliveryMessage?.online ?? null,
      storeMessage: entry.deliveryMessage?.store ?? null,
      status: toStockStatus(entry.inventoryStatus),
    })),
  };
}

export { ZERO_REVIEW_STATS };

export function reshapeReviewStats(wire: ReviewStatisticsResponse): ReviewStats {
  const stats = wire.Results[0]?.ProductStatistics.ReviewStatistics;
  if (!stats) return ZERO_REVIEW_STATS;
  const range = toCount(stats.OverallRatingRange) || 5;
  return {
    average: toRating(stats.AverageOverallRating, range),
    count: toCount(stats.TotalReviewCount),
    range,
  };
}

export function reshapeReviews(wire: ReviewsResponse): Review[] {
  return wire.Results.map((r) => ({
    id: r.Id,
    rating: toRating(r.Rating),
    title: r.Title ?? '',
    text: r.ReviewText ?? '',
    author: r.UserNickname ?? 'Anonymous',
    submittedAt: r.SubmissionTime ?? '',
  }));
}

export function reshapeQuestions(wire: QuestionsResponse): Question[] {
  return wire.Results.map((q) => ({
    id: q.Id,
    text: q.QuestionSummary ?? q.QuestionDetails ?? '',
    author: q.UserNickname ?? 'Anonymous',
    submittedAt: q.SubmissionTime ?? '',
    answers: (q.Answers ?? []).map((a) => ({
      id: a.Id,
      text: a.AnswerText,
      author: a.UserNickname ?? 'Anonymous',
    })),
  }));
}

export function reshapeAddToCart(wire: AddToCartResponse): AddToCartAnswer {
  const a = wire.addToCart;
  return {
    problem: a.exceptionMessage || a.errorMessage || null,
    problemKey: a.exceptionCode || null,
    quantityAdded: a.totalQuantityAdded ?? null,
    cartQuantity: a.totalCartQuantity ?? null,
    orderId: a.orderId ?? null,
    replacedOrderItemId: a.replacedOrderItemId ?? null,
  };
}

export function reshapeBackInStock(wire: BackInStockResponse): BackInStockAnswer {
  return { status: wire.backInStock.status };
}

/** The product's eGift designs (an addition to spec 3): known-shaped ids with a root-relative image. */
export function reshapeEgiftDesigns(
  designs: readonly { id: string; name: string; imageURL: string }[] | undefined,
): EgiftDesign[] {
  return (designs ?? []).flatMap(({ id, name, imageURL }) => {
    const imageUrl = toRootRelative(imageURL);
    return /^[a-z0-9-]{1,32}$/.test(id) && imageUrl ? [{ id, name, imageUrl }] : [];
  });
}
