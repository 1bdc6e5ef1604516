import { z } from 'zod';
import { errorsBody } from '../errors.ts';

/** The answers of the cart routes (routes/cart.ts). */

export const addToCart = z
  .object({
    orderId: z.string(),
    exceptionCode: z.string().nullable(),
    exceptionMessage: z.string().nullable(),
    errorMessage: z.string().nullable(),
    requestedQuantity: z.number(),
    totalQuantityAdded: z
      .number()
      .describe('Below `requestedQuantity` when stock allowed fewer (the quantity-limit path).'),
    totalCartQuantity: z.number(),
    items: z.array(
      z.object({
        itemId: z.string(),
        orderItemId: z.string(),
        skuId: z.string(),
        quantity: z.number(),
      }),
    ),
    integrationError: z.boolean(),
    displayPrice: z.string(),
  })
  .meta({ id: 'AddToCart' });

export const addToCartAnswer = z.object({ addToCart });

/** A business rule's refusal carries both envelopes, with the same key; an invalid body, errors[]. */
export const addToCartFailure = z.union([
  z.looseObject({ addToCart, ...errorsBody.shape }),
  errorsBody,
]);

export const restoreAnswer = z.object({
  restoreCart: z.object({
    status: z.enum(['RESTORED', 'NOTHING_TO_RESTORE']),
    orderId: z.string().describe('`000000` without a cart.'),
    totalCartQuantity: z.number(),
  }),
});

/** What the add-to-cart routes' descriptions say about their rules. */
export const ADD_TO_CART_RULES = `Refusals are 400 with both envelopes (\`addToCart\` with \`exceptionCode\`, and
\`errors[]\` with the same key); nothing changes. Rules, in this order, against what the cart
already holds: more than 5 eGift cards (\`_EGC_RECIPIENTS_LIMT_EXCEEDED\`); a standard card's SKU
above 50 (\`_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD\`); a bulk card's SKU below 51 or above 999
(\`_ERR_BULK_GIFTCARD_MIN_QUANTITY\`, \`_ERR_BULK_GIFTCARD_MAX_QUANTITY\`); a gift card value above
$10,000 (\`_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT\`); stock 0 (\`_ERR_ITEM_OUT_OF_STOCK\`); the cart
already holding the SKU's whole stock (\`_ERR_PARTIAL_QTY_LIMIT\`). When stock allows fewer than
asked, what fits is added (200, \`totalQuantityAdded\` below \`requestedQuantity\`): call restore to
take it back. The same SKU at the same amount merges into one line; eGift items never merge.

A body with \`orderItem\` is the eGift payload (spec 3, "Add-to-cart variant fields"): one item,
\`isSendToOne\` true for one recipient of every card, else one recipient per card; \`sendDate\`
(YYYY-MM-DD, from the shopper's today to the same day next year) is read in \`sendTimeZone\`, the
browser's zone, else in America/Chicago. \`isShipToStore: true\` needs a known \`selectedStoreId\`:
the lines ship to that store (mode 11363). The first add sets the \`WC_CART_ID\` cookie.`;
