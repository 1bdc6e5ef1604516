/**
 * The amounts offered as chips (spec 9: "Preset gift card amounts come from configuration"). The one
 * home of the rule: configured amounts (PRESET_AMOUNTS) when set; otherwise the product's own
 * `gcAmounts`; the built-in list only when the product has none. Whole dollars, each once, in order.
 */

/** Used only when neither the configuration nor the product names any amount. */
export const BUILT_IN_PRESET_AMOUNTS: readonly number[] = [25, 50, 75, 100, 150, 200];

function clean(amounts: readonly number[]): number[] {
  return [...new Set(amounts.filter((a) => Number.isInteger(a) && a > 0))].sort((a, b) => a - b);
}

export function chipAmounts(
  configured: readonly number[] | null | undefined,
  productAmounts: readonly number[],
): number[] {
  const fromConfig = clean(configured ?? []);
  if (fromConfig.length > 0) return fromConfig;
  const fromProduct = clean(productAmounts);
  return fromProduct.length > 0 ? fromProduct : [...BUILT_IN_PRESET_AMOUNTS];
}
