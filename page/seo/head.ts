/** The <head> contents of each page kind: title, description, canonical, Open Graph, JSON-LD. */
import type { Product as SchemaProduct, WithContext } from 'schema-dts';
import type { Product } from '../domain';

export const SITE_NAME = 'Cairnfield Outfitters';

export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL (null: none, e.g. error pages). */
  canonical: string | null;
  robots: string | null;
  openGraph: {
    type: 'website' | 'product';
    title: string;
    description: string;
    url: string | null;
    image: string | null;
    imageAlt: string | null;
  } | null;
  jsonLd: WithContext<SchemaProduct> | null;
}

export function productHead(
  product: Product,
  origin: string,
  jsonLd: WithContext<SchemaProduct> | null,
  options: { preview: boolean },
): HeadData {
  const canonical = new URL(product.url, origin).href;
  const description =
    product.summary || `${product.name}: a gift card from ${SITE_NAME}, in any amount from $1.`;
  const image = product.images[0];
  return {
    title: `${product.name} | ${SITE_NAME}`,
    description,
    canonical,
    // A preview is a draft: never indexed.
    robots: options.preview ? 'noindex, nofollow' : null,
    openGraph: {
      type: 'product',
      title: product.name,
      description,
      url: canonical,
      image: image ? new URL(image.large, origin).href : null,
      imageAlt: image?.alt ?? null,
    },
    jsonLd: options.preview ? null : jsonLd,
  };
}

export function simpleHead(
  title: string,
  description: string,
  canonical: string | null,
  robots: string | null = null,
): HeadData {
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    canonical,
    robots,
    openGraph: canonical
      ? { type: 'website', title, description, url: canonical, image: null, imageAlt: null }
      : null,
    jsonLd: null,
  };
}
