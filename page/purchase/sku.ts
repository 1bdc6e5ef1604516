/**
 * Which SKU the page starts with (spec 2): `?sku=` when it belongs to the product, else a
 * representative SKU (`repSku` from the query, or from the hash in the browser), else the default.
 */
import type { Product } from '../domain';
import type { PageQuery } from '../routing/query';

export function initialSkuId(product: Product, query: Pick<PageQuery, 'sku' | 'repSku'>): string {
  const has = (id: string | null): id is string =>
    id !== null && product.skus.some((s) => s.skuId === id);
  if (has(query.sku)) return query.sku;
  if (has(query.repSku)) return query.repSku;
  return product.defaultSkuId;
}

/** The variant label of a SKU, e.g. 'Trail' for Pattern: Trail; falls back to its name. */
export function variantLabel(product: Product, skuId: string): string {
  const sku = product.skus.find((s) => s.skuId === skuId);
  if (!sku) return '';
  const identifier = product.variantIdentifier;
  return (identifier && sku.attributes[identifier]) || sku.name;
}
