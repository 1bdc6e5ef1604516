import { z } from 'zod';

/** The order as every cart and order route shows it (services/orders/view.ts), and its parts. */

export const address = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    address2: z.string().nullish(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    isAddressVerified: z.boolean().optional(),
    saveAddressForFuture: z.boolean().optional(),
    addressId: z.string().nullish(),
  })
  .meta({ id: 'Address' });

export const sameDaySlot = z
  .object({
    id: z.string(),
    deliveryBy: z.string(),
    deliveryStartTime: z.string(),
    deliveryEndTime: z.string(),
    deliveryCharge: z.number(),
    selected: z.boolean(),
  })
  .describe('A 2-hour same-day window (ISO instants); three, starting 3 h after the current hour.')
  .meta({ id: 'SameDaySlot' });

export const shippingMethod = z
  .object({
    shipmodeId: z.string(),
    shipModeCode: z.string(),
    shippingType: z.string(),
    shipmodeDisplayName: z.string(),
    shipmodeDesc: z.string(),
    saleShippingCharge: z.number(),
    estimatedFromDate: z.string().nullable().describe('YYYY-MM-DD, in business days.'),
    estimatedToDate: z.string().nullable(),
    estimatedSddDelivery: z.string().nullable(),
    isSelected: z.boolean(),
  })
  .describe(
    '10551 STANDARD (5.99; free over 49.99 for a guest, 24.99 registered), 11360 EXPRESS (14.99), ' +
      '11361 NEXT_DAY (24.99), 12010 SDD (same day, SKU 20001 only, 9.99 as `sameDayDeliveryCharge`), ' +
      '10557 EGIFT_EMAIL (eGift items, 0), 11363 ship to store (free).',
  )
  .meta({ id: 'ShippingMethod' });

export const egiftDetails = z
  .object({
    senderEmail: z.string(),
    senderFirstName: z.string(),
    senderLastName: z.string(),
    senderMessage: z.string(),
    isSendToOne: z.boolean(),
    recipients: z.array(
      z.object({
        sequence: z.number(),
        recipientFirstName: z.string(),
        recipientLastName: z.string(),
        recipientEmail: z.string(),
      }),
    ),
    comment: z.string(),
    firstDataFulfilState: z.literal('NEW'),
    sendDate: z.string().nullish().describe('YYYY-MM-DD in `sendTimeZone`; null sends now.'),
    sendTimeZone: z.string().nullish(),
    designId: z.string().nullish(),
    designName: z.string().nullish(),
  })
  .meta({ id: 'EgiftDetails' });

export const totals = {
  totalProductPrice: z.number(),
  totalAdjustment: z.number(),
  discountedTotalProductPrice: z.number(),
  totalShippingCharge: z.number(),
  totalEstimatedShippingCharge: z.number(),
  sameDayDeliveryCharge: z.number(),
  retailDeliveryFee: z.number(),
  employeeDiscount: z.number(),
  totalTax: z.number(),
  totalEstimatedTax: z.number(),
  taxRate: z.number(),
  orderTotal: z.number().describe('Merchandise + shipping + same-day charge + tax.'),
  grandTotal: z.number(),
  currency: z.literal('USD'),
};

export const freeShipping = z.object({
  threshold: z.number(),
  qualified: z.boolean(),
  remaining: z.number(),
});

export const order = z
  .object({
    orderId: z.string(),
    orderStatus: z.enum(['P', 'M', 'X']).describe('P pending (a cart), M placed, X cancelled.'),
    orderType: z.enum(['cart', 'express']),
    userType: z.enum(['G', 'R']),
    totalCartQuantity: z.number(),
    orderItems: z.array(
      z.object({
        orderItemId: z.string(),
        productId: z.string(),
        skuId: z.string(),
        partNumber: z.string().nullable(),
        name: z.string(),
        imageURL: z.string().nullable(),
        thumbnail: z.string().nullable(),
        seoURL: z.string().nullable(),
        quantity: z.number(),
        giftAmount: z.number(),
        unitPrice: z.number(),
        displayPrice: z.string(),
        itemTotal: z.number(),
        isEGCItem: z.boolean(),
        isBundleItem: z.boolean(),
        shipModeId: z.string(),
        shipModeCode: z.string().nullable(),
        availableShippingMethods: z.array(shippingMethod),
        skuDetails: z.object({
          skuInfo: z.object({
            isSTSv1: z.boolean(),
            isSTSv2: z.boolean(),
            sameDayDeliveryEligible: z.boolean(),
          }),
        }),
        eGiftCard: egiftDetails.nullable(),
      }),
    ),
    email: z.string().nullable(),
    shipToStore: z
      .object({
        storeId: z.string(),
        name: z.string().nullable(),
        isSTSv1: z.boolean(),
        isSTSv2: z.boolean(),
      })
      .nullish()
      .describe('The store of a ship-to-store add, with its programmes; null otherwise.'),
    shippingAddress: address.nullable(),
    billingAddress: address.nullable(),
    addressId: z.string().nullable(),
    sddWindow: sameDaySlot.nullable(),
    freeShipping,
    ...totals,
    placedAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });

export const orderAnswer = z.object({ order });
