import { z } from 'zod';
import { egiftDetails, freeShipping, sameDaySlot, shippingMethod, totals } from './order.ts';

/** The answers of the order routes (routes/orders.ts) besides the order itself (order.ts). */

export const deliveryOptionsAnswer = z.object({
  deliveryOptions: z.object({
    orderId: z.string(),
    orderItems: z.array(
      z.object({
        orderItemId: z.string(),
        skuId: z.string(),
        isEGCItem: z.boolean(),
        shipModeId: z.string(),
        availableShippingMethods: z.array(shippingMethod),
      }),
    ),
    shippingMethods: z.array(shippingMethod).describe('Every mode a physical item can use, once.'),
    sddWindows: z.array(sameDaySlot),
  }),
});

export const egiftDeliveryAnswer = z.object({
  data: z.object({
    egiftcarddeliveryoptions: z.object({
      orderId: z.string(),
      eGiftCards: z.object({
        orderItems: z.array(
          egiftDetails.partial().extend({
            orderItemId: z.string(),
            productId: z.string(),
            skuId: z.string(),
            quantity: z.number(),
            giftAmount: z.number(),
            shipModeId: z.string(),
            deliveryMethod: z.literal('EMAIL'),
            estimatedDelivery: z.string(),
          }),
        ),
      }),
    }),
  }),
});

export const removeAddressAnswer = z.object({
  removeAddressIdAssociation: z.object({ orderId: z.string(), status: z.literal('SUCCESS') }),
});

export const shippingAnswer = z.object({
  updateShippingAddress: z.object({ orderId: z.string(), addressId: z.string().nullable() }),
});

export const sameDayAnswer = z.object({
  data: z.object({
    ddResponse: z.object({
      orderId: z.string(),
      storeId: z.string().nullable(),
      bestStores: z
        .array(z.string())
        .describe('The chosen store first, then the others serving the ZIP.'),
      storeTimeZone: z.string().nullable(),
      status: z.enum(['SDD_ELIGIBLE', 'SDD_INELIGIBLE']),
      sddItems: z.array(z.string()),
      eligibleItems: z.array(z.string()),
      ineligibleItems: z.array(z.string()),
      deliveryWindows: z.array(sameDaySlot),
      deliveryCharge: z.number(),
    }),
  }),
});

export const windowAnswer = z.object({
  data: z.object({
    updateWindow: z.object({
      orderId: z.string(),
      selectedSlotPosition: z.number(),
      slot: sameDaySlot,
      deliveryWindows: z.array(sameDaySlot),
    }),
  }),
});

const summary = z.object({
  orderId: z.string(),
  totalCartQuantity: z.number(),
  ...totals,
  freeShipping,
});

export const orderSummaryAnswer = z.object({ orderSummary: summary });

const sheetLine = z.object({ label: z.string(), amount: z.string(), type: z.literal('final') });

export const paymentSummaryAnswer = z.object({
  paymentSummary: summary.extend({
    paymentMethod: z.string(),
    currencyCode: z.literal('USD'),
    lineItems: z
      .array(sheetLine)
      .describe(
        'Subtotal, Shipping, then Same Day Delivery Fee and Retail Delivery Fee when not 0, then Estimated Tax.',
      ),
    total: sheetLine,
  }),
});

export const taxAnswer = z.object({
  tax: z.object({
    orderId: z.string(),
    taxRate: z.number(),
    taxableAmount: z.number().describe('Shipping and delivery charges: gift cards are not taxed.'),
    totalTax: z.number(),
    totalEstimatedTax: z.number(),
    currency: z.literal('USD'),
  }),
});
