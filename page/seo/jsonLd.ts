/**
 * Structured data of spec 9: a schema.org Product with one Offer (price, USD, availability from
 * inventory, valid until tomorrow, 1-2 days handling, 2-5 days transit, a 60-day return policy)
 * and an aggregate rating. Typed with schema-dts; server-only (it is part of <head>).
 */
import type { ItemAvailability, Product as SchemaProduct, WithContext } from 'schema-dts';
import type { Product, ReviewStats, StockStatus } from '../domain';

export const JSON_LD_DEFAULTS = {
  nameMaxLength: 100,
  currency: 'USD',
  handlingDays: { min: 1, max: 2 },
  transitDays: { min: 2, max: 5 },
  returnDays: 60,
} as const;

/** Truncates to at most `max` characters (by code point, so no surrogate half is left). */
export function truncateName(name: string, max: number = JSON_LD_DEFAULTS.nameMaxLength): string {
  const chars = Array.from(name.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('');
}

/** The calendar day after `now`, as YYYY-MM-DD in UTC. */
export function tomorrow(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return next.toISOString().slice(0, 10);
}

const AVAILABILITY: Record<StockStatus, ItemAvailability> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  SOLD_OUT: 'https://schema.org/SoldOut',
  IN_STORE_ONLY: 'https://schema.org/InStoreOnly',
  ONLINE_ONLY: 'https://schema.org/OnlineOnly',
  LIMITED_AVAILABILITY: 'https://schema.org/LimitedAvailability',
  PRE_ORDER: 'https://schema.org/PreOrder',
  PRE_SALE: 'https://schema.org/PreSale',
};

export function schemaAvailability(status: StockStatus): ItemAvailability {
  return AVAILABILITY[status];
}

export interface ProductJsonLdInput {
  product: Product;
  /** Availability from inventory; null when inventory was not known in time (left out). */
  availability: StockStatus | null;
  reviewStats: ReviewStats | null;
  /** Absolute origin for URLs, e.g. https://shop.example. */
  origin: string;
  now: Date;
  skuId?: string;
}

export function buildProductJsonLd(input: ProductJsonLdInput): WithContext<SchemaProduct> {
  const { product, origin } = input;
  const abs = (path: string) => new URL(path, origin).href;
  const sku = product.skus.find((s) => s.skuId === input.skuId) ?? product.skus[0];
  const rating = input.reviewStats ?? {
    average: product.rating.average,
    count: product.rating.count,
    range: 5,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: truncateName(product.name),
    ...(product.summary ? { description: product.summary } : {}),
    url: abs(product.url),
    ...(product.images.length > 0 ? { image: product.images.map((i) => abs(i.large)) } : {}),
    ...(sku ? { sku: sku.skuId } : {}),
    ...(sku?.upc ? { gtin12: sku.upc } : {}),
    ...(product.partNumber ? { mpn: product.partNumber } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: abs(product.url),
      price: (sku?.price?.sale ?? product.price.sale).toFixed(2),
      priceCurrency: JSON_LD_DEFAULTS.currency,
      priceValidUntil: tomorrow(input.now),
      itemCondition: 'https://schema.org/NewCondition',
      ...(input.availability ? { availability: schemaAvailability(input.availability) } : {}),
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: {
            '@type': 'QuantitativeValue',
            minValue: JSON_LD_DEFAULTS.handlingDays.min,
            maxValue: JSON_LD_DEFAULTS.handlingDays.max,
            unitCode: 'DAY',
          },
          transitTime: {
            '@type': 'QuantitativeValue',
            minValue: JSON_LD_DEFAULTS.transitDays.min,
            maxValue: JSON_LD_DEFAULTS.transitDays.max,
            unitCode: 'DAY',
          },
        },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'US',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: JSON_LD_DEFAULTS.returnDays,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
    },
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: rating.range,
            worstRating: 1,
          },
        }
      : {}),
  };
}
