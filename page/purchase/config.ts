/**
 * What can be bought and how (spec 5, 6, 8 and 9), read by the rules in this folder and the hooks
 * and routes that apply them: the amounts, the quantity limits, the shipping restriction, the
 * purchase switches, the add-to-cart calls and confirmation, and the flows' texts. Composed by
 * page/config/index.ts; page/CONFIG.md.
 */
import * as v from 'valibot';
import { GIFT_CARD_LIMITS } from '../../shared/giftCards';
import {
  bool,
  commaList,
  configBlock,
  int,
  list,
  messageMap,
  pattern,
  text,
  withDefault,
} from '../configBlock';
import { cartConfirmations, type PublicConfig } from '../config/types';

export const purchaseConfig = configBlock(
  {
    PRESET_AMOUNTS: v.optional(list(GIFT_CARD_LIMITS.minAmount, GIFT_CARD_LIMITS.maxAmount)),
    // Spec 5: 51 (default) or 1 in the other reading; the product's own value wins when present.
    BULK_GIFTCARD_MIN_QUANTITY: withDefault(
      int(1, GIFT_CARD_LIMITS.bulkMaxQuantity),
      String(GIFT_CARD_LIMITS.bulkMinQuantity),
    ),
    MAX_EGIFT_RECIPIENTS: withDefault(int(1, 50), String(GIFT_CARD_LIMITS.eGiftMaxQuantity)),
    SHIPPING_RESTRICTION_ENABLED: withDefault(bool, 'true'),
    RESTRICTED_REGION_IDS: withDefault(commaList, '100086'),
    SHIPPING_RESTRICTION_MESSAGE: withDefault(text(), 'This item does not ship to your location'),
    REGION_COOKIE: withDefault(text(), 'regionId'),
    ENABLE_PURCHASE_PDP_SHIP: withDefault(bool, 'true'),
    EGC_ENABLED: withDefault(bool, 'true'),
    EGC_DISABLED_MSG: withDefault(
      text(1, 200),
      'eGift cards are not available right now. Please choose a gift card by mail.',
    ),
    CART_ITEM_ENDPOINTS: withDefault(bool, 'false'),
    CART_CONFIRMATION: withDefault(v.picklist(cartConfirmations), 'toast'),
    ERROR_MESSAGES: v.optional(messageMap),
    MESSAGES: v.optional(messageMap),
    LIVE_CHAT_URL: withDefault(
      pattern(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path or an https URL'),
      '/help/live-chat',
    ),
    EGIFT_ORDER_PHONE: withDefault(pattern(/^[0-9 ()+-]{7,20}$/), '1-800-555-0142'),
  },
  (
    e,
  ): Pick<
    PublicConfig,
    | 'presetAmounts'
    | 'bulkGiftcardMinQuantity'
    | 'maxEgiftRecipients'
    | 'restriction'
    | 'regionCookie'
    | 'purchase'
    | 'purchaseFlows'
  > => ({
    presetAmounts: e.PRESET_AMOUNTS ? [...new Set(e.PRESET_AMOUNTS)].sort((a, b) => a - b) : null,
    bulkGiftcardMinQuantity: e.BULK_GIFTCARD_MIN_QUANTITY,
    maxEgiftRecipients: e.MAX_EGIFT_RECIPIENTS,
    restriction: {
      enabled: e.SHIPPING_RESTRICTION_ENABLED,
      regionIds: e.RESTRICTED_REGION_IDS,
      message: e.SHIPPING_RESTRICTION_MESSAGE,
    },
    regionCookie: e.REGION_COOKIE,
    purchase: { cartItemEndpoints: e.CART_ITEM_ENDPOINTS },
    purchaseFlows: {
      errorMessages: e.ERROR_MESSAGES ?? {},
      messages: e.MESSAGES ?? {},
      cartConfirmation: e.CART_CONFIRMATION,
      purchaseEnabled: e.ENABLE_PURCHASE_PDP_SHIP,
      egiftEnabled: e.EGC_ENABLED,
      egiftDisabledMessage: e.EGC_DISABLED_MSG,
      liveChatUrl: e.LIVE_CHAT_URL,
      egiftOrderPhone: e.EGIFT_ORDER_PHONE,
    },
  }),
);
