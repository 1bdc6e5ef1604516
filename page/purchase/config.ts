/**
 * What can be bought and how (spec 5, 6, 8 and 9), read by the rules in this folder and the hooks
 * and routes that apply them: the amounts, the quantity limits, the shipping restriction, the
 * purchase switches, the add-to-cart calls and confirmation, and the flows' texts. Composed by
 * page/config/index.ts; page/CONFIG.md.
 */
import * as v from 'valibot';
import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards';
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

/** Spec 4: how an addition is confirmed. */
export const cartConfirmations = ['toast', 'drawer'] as const;

export const purchaseConfig = configBlock(
  {
    title: 'What can be bought and how (spec 5, 6, 8 and 9)',
    readBy: 'Read by the rules in `page/purchase/` and the hooks and routes that apply them.',
  },
  {
    PRESET_AMOUNTS: {
      schema: v.optional(list(GIFT_CARD_LIMITS.minAmount, GIFT_CARD_LIMITS.maxAmount)),
      does: `Spec 9: the amount chips (whole dollars ${GIFT_CARD_LIMITS.minAmount}–${GIFT_CARD_LIMITS.maxAmount}, comma-separated). Set: these are the chips on every gift card page. Unset: each product's own \`gcAmounts\`; a product with none gets \`25,50,75,100,150,200\`.`,
      public: true,
    },

    // Spec 5: 51 (default) or 1 in the other reading; the product's own value wins when present.
    BULK_GIFTCARD_MIN_QUANTITY: {
      schema: withDefault(
        int(1, GIFT_CARD_LIMITS.bulkMaxQuantity),
        String(GIFT_CARD_LIMITS.bulkMinQuantity),
      ),
      does: 'Bulk minimum when a product does not say (`bulkGiftcardMinQuantity` wins). Standard max = this − 1.',
      public: true,
      otherReading: '1',
    },

    MAX_EGIFT_RECIPIENTS: {
      schema: withDefault(int(1, 50), String(GIFT_CARD_LIMITS.eGiftMaxQuantity)),
      does: 'eGift maximum quantity / recipients (maxQtyRecipients).',
      public: true,
    },

    SHIPPING_RESTRICTION_ENABLED: {
      schema: withDefault(bool, 'true'),
      does: 'Shipping-restriction rule on or off (spec 5).',
      public: true,
    },

    RESTRICTED_REGION_IDS: {
      schema: withDefault(commaList, '100086'),
      does: 'Comma-separated region ids that get the restriction alert.',
      public: true,
    },

    SHIPPING_RESTRICTION_MESSAGE: {
      schema: withDefault(text(), 'This item does not ship to your location'),
      does: 'Text of the inline alert.',
      public: true,
    },

    REGION_COOKIE: {
      schema: withDefault(text(), 'regionId'),
      does: "Cookie holding the shopper's region id.",
      public: true,
    },

    ENABLE_PURCHASE_PDP_SHIP: {
      schema: withDefault(bool, 'true'),
      does: 'Spec 6: buying (add to cart, ship) on the product page. `false` switches purchasing off.',
      public: true,
    },

    EGC_ENABLED: {
      schema: withDefault(bool, 'true'),
      does: 'Spec 6: eGift cards can be bought.',
      public: true,
    },

    EGC_DISABLED_MSG: {
      schema: withDefault(
        text(1, 200),
        'eGift cards are not available right now. Please choose a gift card by mail.',
      ),
      does: 'Spec 6: the label a disabled eGift card shows.',
      public: true,
    },

    CART_ITEM_ENDPOINTS: {
      schema: withDefault(bool, 'false'),
      does: 'Spec 7: use the `/api/cartitem/…` variant of the add-to-cart calls.',
      public: true,
    },

    CART_CONFIRMATION: {
      schema: withDefault(v.picklist(cartConfirmations), 'toast'),
      does: 'What confirms an add to cart: `toast` or `drawer` (spec 1/4).',
      public: true,
      otherReading: 'drawer',
    },

    ERROR_MESSAGES: {
      schema: v.optional(messageMap),
      does: 'JSON object key → text laid over spec 8\'s error messages map (`page/purchase/errorCatalogue.ts`), e.g. `{"_ERR_DEFAULT_KEY":"Try again."}`. `{{qty}}` etc. are filled.',
      public: true,
    },

    MESSAGES: {
      schema: v.optional(messageMap),
      does: 'The same for the general messages map (looked up after the error messages).',
      public: true,
    },

    LIVE_CHAT_URL: {
      schema: withDefault(
        pattern(/^(?:\/(?!\/)|https:\/\/)/, 'must be a path or an https URL'),
        '/help/live-chat',
      ),
      does: `Live-chat link shown with \`_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT\` (orders above ${formatTotalLimit(GIFT_CARD_LIMITS.totalMaxAmount)} are refused before sending). A path or an \`https://\` URL.`,
      public: true,
    },

    EGIFT_ORDER_PHONE: {
      schema: withDefault(pattern(/^[0-9 ()+-]{7,20}$/), '1-800-555-0142'),
      does: 'Phone line shown (as a `tel:` link) with the eGift variant `_TOTAL_EGC_AMOUNT_EXCEDED_MAX_LIMIT`.',
      public: true,
    },
  },
  (e) => ({
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
