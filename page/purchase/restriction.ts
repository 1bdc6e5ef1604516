/**
 * Shipping restriction (spec 5): restricted when the flag is on (default) and the shopper's region
 * id is in the configured list (default 100086). The message goes into the inline alert.
 */
export interface RestrictionConfig {
  enabled: boolean;
  regionIds: readonly string[];
  message: string;
}

export type RestrictionResult = { isRestricted: false } | { isRestricted: true; message: string };

export function checkRestriction(
  config: RestrictionConfig,
  regionId: string | null | undefined,
): RestrictionResult {
  if (!config.enabled || !regionId) return { isRestricted: false };
  return config.regionIds.includes(regionId.trim())
    ? { isRestricted: true, message: config.message }
    : { isRestricted: false };
}
