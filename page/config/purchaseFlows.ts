/** Purchase flows (spec 6 and 8): the error catalogue's texts, the live-chat link and phone line. */
import * as v from 'valibot';
import { type ConfigEnv, messageMap, parseBlock, pattern, withDefault } from './schema';
import type { CartConfirmation, PurchaseFlowsConfig } from './types';

export const purchaseFlowsEnvSchema = v.object({
  ERROR_MESSAGES: v.optional(messageMap),
  MESSAGES: v.optional(messageMap),
  LIVE_CHAT_URL: withDefault(
    pattern(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path or an https URL'),
    '/help/live-chat',
  ),
  EGIFT_ORDER_PHONE: withDefault(pattern(/^[0-9 ()+-]{7,20}$/), '1-800-555-0142'),
});

/**
 * The flows' own settings, plus the purchase switches and the confirmation mode read once by the
 * storefront configuration above (one key each: ENABLE_PURCHASE_PDP_SHIP, EGC_ENABLED,
 * EGC_DISABLED_MSG, CART_CONFIRMATION).
 */
export function readPurchaseFlowsConfig(
  env: ConfigEnv,
  shared: {
    CART_CONFIRMATION: CartConfirmation;
    ENABLE_PURCHASE_PDP_SHIP: boolean;
    EGC_ENABLED: boolean;
    EGC_DISABLED_MSG: string;
  },
): PurchaseFlowsConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(purchaseFlowsEnvSchema.entries)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const e = parseBlock(purchaseFlowsEnvSchema, cleaned);
  return {
    errorMessages: e.ERROR_MESSAGES ?? {},
    messages: e.MESSAGES ?? {},
    cartConfirmation: shared.CART_CONFIRMATION,
    purchaseEnabled: shared.ENABLE_PURCHASE_PDP_SHIP,
    egiftEnabled: shared.EGC_ENABLED,
    egiftDisabledMessage: shared.EGC_DISABLED_MSG,
    liveChatUrl: e.LIVE_CHAT_URL,
    egiftOrderPhone: e.EGIFT_ORDER_PHONE,
  };
}
