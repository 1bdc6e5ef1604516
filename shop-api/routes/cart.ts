import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { EGIFT_NAME_PATTERN } from '../domain/address.ts';
import { findStore } from '../domain/stores.ts';
import { GIFT_CARD_LIMITS } from '../../shared/giftCards.ts';
import { AMOUNT_RANGE_MESSAGE } from '../domain/giftCards.ts';
import type { AppEnv } from '../http/env.ts';
import {
  email,
  integerLike,
  looseBoolean,
  moneyLike,
  orderId,
  orderItemId,
  passThroughFlags,
  paymentMethodQuery,
  productId,
  queryFlag,
  shippingModesField,
  shortText,
  text,
  skuId,
  storeId,
  zip,
} from '../http/schemas.ts';
import { invalidInput } from '../http/errors.ts';
import { param, parseBody, query } from '../http/validate.ts';
import { CART_RESTORE_PATH } from '../http/paths.ts';
import type { AddRequest, CartMode } from '../services/cart/addRequest.ts';
import { addToCart } from '../services/cart/addToCart.ts';
import { restoreCart } from '../services/cart/restore.ts';
import { cartView } from '../services/cart/view.ts';
import { isNoOrder } from '../services/orders/access.ts';
import { readVisitor, setCartCookie } from '../services/visitor.ts';
import { idempotency, type FaultHook } from '../middleware/idempotency.ts';

const quantity = integerLike.pipe(
  z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(
      GIFT_CARD_LIMITS.bulkMaxQuantity,
      `Quantity must be at most ${GIFT_CARD_LIMITS.bulkMaxQuantity}`,
    ),
);

const giftAmount = moneyLike.pipe(
  z
    .number()
    .int(AMOUNT_RANGE_MESSAGE)
    .min(GIFT_CARD_LIMITS.minAmount, AMOUNT_RANGE_MESSAGE)
    .max(GIFT_CARD_LIMITS.maxAmount, AMOUNT_RANGE_MESSAGE),
);

const noFulfilment = (what: string) =>
  looseBoolean
    .optional()
    .refine((value) => value !== true, `${what} is not available for gift cards`);

/** The regular add-to-cart payload (spec 3), plus the device-wallet extras (spec 7). */
const regularBody = z.object({
  skus: z
    .array(
      z.object({
        id: productId.optional(),
        sku: skuId,
        quantity,
        type: z.literal('REGULAR', { error: 'type must be REGULAR' }).default('REGULAR'),
      }),
    )
    .min(1, 'At least one SKU is required')
    .max(10, 'At most 10 SKUs per request'),
  giftAmount,
  inventoryCheck: looseBoolean.optional(),
  isGCItem: looseBoolean.optional(),
  shippingModes: shippingModesField,
  bundleId: shortText().optional(),
  isBundle: looseBoolean
    .optional()
    .refine((value) => value !== true, 'Gift cards are not sold as bundles'),
  isPickUpInStore: noFulfilment('Store pickup'),
  // Gift cards ship to a store (spec 9 'Pick Up at a Later Date'); there is no same-day pickup.
  isShipToStore: looseBoolean.optional(),
  selectedStoreId: storeId,
  isSDD: looseBoolean.optional(),
  sddStoreId: storeId,
  sddZipCode: zip.optional(),
  ...passThroughFlags,
});

const egiftName = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(32, 'At most 32 characters')
    .regex(EGIFT_NAME_PATTERN, invalid);

/** The eGift variant (spec 3, "Add-to-cart variant fields"). */
const egiftBody = z.object({
  orderId: z
    .union([orderId, z.literal('')])
    .optional()
    .transform((value) => (value && !isNoOrder(value) ? value : null)),
  orderItem: z
    .array(
      z.object({
        productId,
        sku: skuId,
        quantity,
        comment: text(122).optional(),
        xitem_isEGCItem: looseBoolean
          .optional()
          .refine((value) => value !== false, 'xitem_isEGCItem must be true'),
        xitem_giftAmount: giftAmount,
        firstDataFulfilState: z
          .literal('NEW', { error: 'firstDataFulfilState must be NEW' })
          .default('NEW'),
      }),
    )
    .length(1, 'Exactly one eGift order item per request'),
  senderEmail: email,
  senderFirstName: egiftName(
    'Please enter your first name.',
    'First Name can only contain letters.',
  ),
  senderLastName: egiftName('Please enter your last name.', 'Last Name can only contain letters.'),
  senderMessage: text(122, 'Max 122 characters').optional().default(''),
  recipients: z
    .array(
      z.object({
        sequence: integerLike.pipe(z.number().int().min(1).max(50)).optional(),
        recipientFirstName: egiftName(
          'Please enter first name of the recipient.',
          'First Name can only contain letters.',
        ),
        recipientLastName: egiftName(
          'Please enter last name of the recipient.',
          'Last Name can only contain letters.',
        ),
        recipientEmail: email,
      }),
    )
    .min(1, 'At least one recipient is required')
    // The business limit (5) answers with its own key; this only bounds the payload.
    .max(50, 'Too many recipients'),
  isSendToOne: looseBoolean,
  // Checked against the clock in the shopper's zone by the add (domain/egiftSchedule.ts).
  sendDate: z.string().max(10, 'sendDate must be a date (YYYY-MM-DD)').optional(),
  sendTimeZone: z.string().max(64, 'sendTimeZone is too long').optional(),
  // One of the product's egiftDesigns (checked against the catalogue by the add).
  designId: z.string().max(32, 'designId is too long').optional(),
  replacesOrderItemId: orderItemId
    .optional()
    .describe(
      'Extension of the reference shop (an eGift edit, spec 2 ?orderItemId): the eGift item of ' +
        'the cart this add replaces. The item is taken out in the same transaction as the add, ' +
        'and the rules count the cart without it: the cart holds the new item or, when the add is ' +
        'refused, the old one, never both. The answer names it in addToCart.replacedOrderItemId; ' +
        'with an Idempotency-Key a repeat replaces once. 400 replacesOrderItemId when it is not ' +
        'an eGift item of the cart, or on the wallet routes; a replacement that stock would cut ' +
        'short is refused (_ERR_PARTIAL_QTY_LIMIT), never partly done. A shop without the ' +
        'extension ignores the field and does not name it in its answer, and the page then ' +
        'removes the old item itself.',
    ),
  isSDD: looseBoolean.optional(),
  ...passThroughFlags,
});

/** The store of a ship-to-store add: it must be given and known. */
function shipToStoreId(selectedStoreId: string | undefined): string {
  if (!selectedStoreId) {
    throw invalidInput([
      { field: 'selectedStoreId', message: 'Ship to store needs the selected store id' },
    ]);
  }
  if (!findStore(selectedStoreId)) {
    throw invalidInput([
      { field: 'selectedStoreId', message: `Store ${selectedStoreId} was not found` },
    ]);
  }
  return selectedStoreId;
}

async function readAddRequest(c: Context): Promise<AddRequest> {
  // Peek at the shape to pick the schema, so errors name the fields of the variant actually sent.
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    raw = undefined; // parseBody below reports the exact problem
  }
  if (raw && typeof raw === 'object' && 'orderItem' in raw) {
    const body = await parseBody(c, egiftBody);
    const [item] = body.orderItem;
    if (!item) throw invalidInput([{ field: 'orderItem', message: 'orderItem is required' }]);
    return {
      kind: 'egift',
      orderId: body.orderId,
      giftAmount: item.xitem_giftAmount,
      line: {
        field: 'orderItem.0',
        productId: item.productId,
        skuId: item.sku,
        quantity: item.quantity,
      },
      replacesOrderItemId: body.replacesOrderItemId ?? null,
      egift: {
        senderEmail: body.senderEmail,
        senderFirstName: body.senderFirstName,
        senderLastName: body.senderLastName,
        senderMessage: body.senderMessage,
        isSendToOne: body.isSendToOne,
        sendDate: body.sendDate ?? null,
        sendTimeZone: body.sendTimeZone ?? null,
        designId: body.designId || null,
        comment: item.comment ?? '',
        firstDataFulfilState: 'NEW',
        recipients: body.recipients.map((recipient, index) => ({
          sequence: recipient.sequence ?? index + 1,
          recipientFirstName: recipient.recipientFirstName,
          recipientLastName: recipient.recipientLastName,
          recipientEmail: recipient.recipientEmail,
        })),
      },
    };
  }
  const body = await parseBody(c, regularBody);
  return {
    kind: 'regular',
    giftAmount: body.giftAmount,
    shipToStore: body.isShipToStore === true ? shipToStoreId(body.selectedStoreId) : null,
    sameDay:
      body.isSDD === true && body.sddStoreId
        ? { storeId: body.sddStoreId, zipCode: body.sddZipCode ?? null }
        : null,
    lines: body.skus.map((line, index) => ({
      field: `skus.${index}`,
      productId: line.id ?? null,
      skuId: line.sku,
      quantity: line.quantity,
    })),
  };
}

const cartQuery = z.object({
  deliveryZipCode: zip.optional(),
  storeZipCode: zip.optional(),
  isSwitchShipmode: queryFlag,
  isDiscountsEnabled: queryFlag,
  progressBar: queryFlag,
  freeShipIneligible: queryFlag,
  freeShipIneligibleDetail: queryFlag,
  groupedCart: queryFlag,
  isNearbyStoreEnabled: queryFlag,
  fsb: queryFlag,
  sddSoonMsg: queryFlag,
  paw: queryFlag,
  apgprevamp: queryFlag,
  paymentMethod: paymentMethodQuery,
  isSdd: queryFlag,
  pendingOrderId: z.union([orderId, z.literal('')]).optional(),
  lat_long: z
    .string()
    .regex(/^-?\d{1,2}(?:\.\d+)?,-?\d{1,3}(?:\.\d+)?$/, 'lat_long must be "lat,long"')
    .optional(),
  isBopisStore: queryFlag,
  isSTSStore: queryFlag,
  isShipSla2: queryFlag,
  src: shortText(32).optional(),
  cartTrigger: shortText(32).optional(),
  changedZipCode: queryFlag,
  ...passThroughFlags,
});

export function cartRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  faults?: FaultHook;
  /** Limits cart creation per client (middleware/cartRateLimit.ts). */
  newCarts?: MiddlewareHandler;
}) {
  const app = new Hono<AppEnv>();
  const idempotent = idempotency(deps);
  const newCarts: MiddlewareHandler = deps.newCarts ?? ((_c, next) => next());

  const add = (mode: CartMode) => async (c: Context<AppEnv>) => {
    const request = await readAddRequest(c);
    const result = await addToCart(deps, readVisitor(c), request, mode);
    if (result.newSessionToken) setCartCookie(c, result.newSessionToken);
    return c.json(result.body);
  };

  // The two spellings are the same endpoint behind the page's cart-item switch (spec 7).
  for (const prefix of ['/api/cart', '/api/cartitem']) {
    app.post(`${prefix}/sku`, newCarts, idempotent, add('cart'));
    app.post(`${prefix}/applepay/sku`, newCarts, idempotent, add('express'));
    app.post(`${prefix}/paypal/sku`, newCarts, idempotent, add('express'));
  }

  app.get(CART_RESTORE_PATH, query(z.object(passThroughFlags)), async (c) =>
    c.json(await restoreCart(deps, readVisitor(c))),
  );

  app.get('/api/cart/:orderId{[0-9]+}', param(z.object({ orderId })), query(cartQuery), async (c) =>
    c.json(await cartView(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  return app;
}
