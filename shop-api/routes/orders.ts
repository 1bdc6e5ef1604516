import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import {
  address,
  email,
  integerLike,
  looseBoolean,
  orderId,
  passThroughFlags,
  paymentMethodQuery,
  queryFlag,
  shortText,
  zip,
} from '../http/schemas.ts';
import { invalidInput } from '../http/errors.ts';
import { json, param, query } from '../http/validate.ts';
import { orderView, removeAddressAssociation, updateOrder } from '../services/orders/changes.ts';
import {
  deliveryOptions,
  egiftDeliveryOptions,
  updateShipping,
} from '../services/orders/delivery.ts';
import { sameDayShip, updateSameDayWindow } from '../services/orders/sameDay.ts';
import { orderSummary, orderTax, paymentSummary } from '../services/orders/summaries.ts';
import { isNoOrder } from '../services/orders/access.ts';
import { readVisitor } from '../services/visitor.ts';

import { describe } from '../openapi/describe.ts';
import { orderAnswer } from '../openapi/answers/order.ts';
import {
  deliveryOptionsAnswer,
  egiftDeliveryAnswer,
  orderSummaryAnswer,
  paymentSummaryAnswer,
  removeAddressAnswer,
  sameDayAnswer,
  shippingAnswer,
  taxAnswer,
  windowAnswer,
} from '../openapi/answers/orders.ts';
const orderParams = z.object({ orderId });

/** What every route on one order may answer: it must be the visitor's, and for a change, pending. */
const NOT_YOURS = { 404: "Not this visitor's order, or no such order." };
const NOT_PENDING = {
  409: '`_ERR_ORDER_NOT_PENDING`: the order was placed (`M`) or cancelled (`X`).',
};
const shipModeId = z.string().regex(/^[0-9]{3,8}$/, 'shipModeId must be numeric');

const orderQuery = z.object({
  deliveryZipCode: zip.optional(),
  storeZipCode: zip.optional(),
  isSearchNextGen: queryFlag,
  isShipSla2: queryFlag,
  paymentMethod: paymentMethodQuery,
  sddWindowEnabled: queryFlag,
  ...passThroughFlags,
});

const orderUpdateBody = z
  .object({
    action: z.enum(['update', 'cancel']).default('update'),
    email: email.optional(),
    orderItems: z
      .array(
        z.object({
          orderItemId: z.string().regex(/^[0-9]{1,12}$/, 'orderItemId must be numeric'),
          quantity: integerLike.pipe(z.number().int().min(0).max(999)).optional(),
          shipModeId: shipModeId.optional(),
        }),
      )
      .max(50)
      .optional(),
  })
  .refine(
    (body) =>
      body.action === 'cancel' || body.email !== undefined || (body.orderItems?.length ?? 0) > 0,
    'Nothing to update: send action "cancel", email or orderItems',
  );

const shippingBody = address.extend({
  orderId: orderId.optional(),
  orderItems: z
    .array(z.object({ orderItemId: z.string().regex(/^[0-9]{1,12}$/), shipModeId }))
    .max(50)
    .optional(),
});

const summaryBody = z.object({
  orderId,
  deliveryZipCode: zip.optional(),
  storeZipCode: zip.optional(),
  taxCalculation: looseBoolean.optional(),
  isGcApplied: looseBoolean.optional(),
  paymentMethod: shortText(32).optional(),
});

export function orderRoutes(deps: { repo: ShopRepository; now: () => Date }) {
  const app = new Hono<AppEnv>();

  // Fixed paths first: `/api/orders/:orderId` must not swallow them (order ids are numeric anyway).
  app.post(
    '/api/orders/egiftCard/getdeliveryoptions',
    describe(
      {
        tag: 'Orders',
        summary: "The order's eGift items with their delivery",
        answers: {
          201: {
            description: 'The eGift items (an empty list when there are none).',
            schema: egiftDeliveryAnswer,
          },
          ...NOT_YOURS,
        },
      },
      json(z.object({ orderId })),
    ),
    async (c) =>
      c.json(await egiftDeliveryOptions(deps, readVisitor(c), c.req.valid('json').orderId), 201),
  );

  app.post(
    '/api/orders/ordersummary',
    describe(
      {
        tag: 'Orders',
        summary: "An order's totals",
        description:
          "`000000`: the visitor's cart, or zero. Gift cards are not taxed (stored value); the demo " +
          'rate of 8.25 % applies to shipping and same-day charges. Shipping is charged once per ship mode used.',
        answers: { 200: { description: 'The totals.', schema: orderSummaryAnswer }, ...NOT_YOURS },
      },
      json(summaryBody),
    ),
    async (c) => c.json(await orderSummary(deps, readVisitor(c), c.req.valid('json').orderId)),
  );

  app.post(
    '/api/orders/ewallet/paymentsummary',
    describe(
      {
        tag: 'Orders',
        summary: "An order's totals as wallet-sheet lines",
        description:
          'The page sends its whole wallet order payload; `orderId`, `paymentMethod` (default ' +
          '`applepay`) and `calculate` are read, the last two also from the query.',
        answers: {
          200: { description: 'The sheet lines.', schema: paymentSummaryAnswer },
          ...NOT_YOURS,
        },
      }, // `calculate` and `paymentMethod` may come in the query (the page's second summary call).
      query(
        z.object({ calculate: queryFlag, paymentMethod: paymentMethodQuery, ...passThroughFlags }),
      ),
    ), // The page sends its whole wallet order payload; only these fields matter for the summary.
    json(
      z.looseObject({
        orderId,
        calculate: looseBoolean.optional(),
        paymentMethod: z
          .string()
          .regex(/^[A-Za-z_-]{1,32}$/, 'paymentMethod must be a word')
          .optional(),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const method = body.paymentMethod ?? c.req.valid('query').paymentMethod ?? 'applepay';
      return c.json(await paymentSummary(deps, readVisitor(c), body.orderId, method));
    },
  );

  app.post(
    '/api/orders/PUT/:orderId{[0-9]+}/shipping',
    describe(
      {
        tag: 'Orders',
        summary: "Set the order's shipping address",
        description:
          'Names and phone may be wallet placeholders (`APSFN`, `APSLN`, `APSPN`). Refusals (400): ' +
          '`_ERR_RESTRICTED_SHIPPING_STATE` (AK, HI, anything outside the 50 states, DC and AA/AE/AP), ' +
          "`_ERR_ITEM_STATE_RESTRICTION_ERROR` (a product's `stateRestriction`), " +
          '`NON_DELVERABLE_ADDRESS_ERR` (a PO box with a same-day item); a body `orderId` other than the path.',
        answers: {
          200: { description: 'The address was set.', schema: shippingAnswer },
          ...NOT_YOURS,
          ...NOT_PENDING,
        },
      },
      param(orderParams),
    ),
    json(shippingBody),
    async (c) => {
      const { orderId: id } = c.req.valid('param');
      const { orderId: bodyOrderId, ...update } = c.req.valid('json');
      if (bodyOrderId && bodyOrderId !== id) {
        throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
      }
      return c.json(
        await updateShipping(deps, readVisitor(c), id, {
          ...update,
          email: update.email || null,
          phoneNumber: update.phoneNumber || null,
        }),
      );
    },
  );

  app.get(
    '/api/orders/:orderId{[0-9]+}',
    describe(
      {
        tag: 'Orders',
        summary: 'An order',
        description:
          'Orders are visible only to the session that owns them, or to its signed-in profile.',
        answers: { 200: { description: 'The order.', schema: orderAnswer }, ...NOT_YOURS },
      },
      param(orderParams),
    ),
    query(orderQuery),
    async (c) => c.json(await orderView(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}',
    describe(
      {
        tag: 'Orders',
        summary: 'Change or cancel an order',
        description:
          'Quantity 0 removes a line; other quantities obey the add-to-cart rules (an eGift quantity ' +
          'cannot change, only be removed); `shipModeId` must be one the item offers. `cancel` sets ' +
          '`orderStatus` X (the account-wallet failure path).',
        answers: {
          200: { description: 'The order as changed.', schema: orderAnswer },
          ...NOT_YOURS,
          ...NOT_PENDING,
        },
      },
      param(orderParams),
    ),
    json(orderUpdateBody),
    async (c) =>
      c.json(
        await updateOrder(deps, readVisitor(c), c.req.valid('param').orderId, c.req.valid('json')),
      ),
  );

  app.get(
    '/api/orders/:orderId{[0-9]+}/getDeliveryOptions',
    describe(
      {
        tag: 'Orders',
        summary: "The order's ship modes and same-day windows",
        answers: {
          200: { description: 'The delivery options.', schema: deliveryOptionsAnswer },
          ...NOT_YOURS,
        },
      },
      param(orderParams),
    ),
    query(orderQuery),
    async (c) => c.json(await deliveryOptions(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/removeAddressIdAssociation',
    describe(
      {
        tag: 'Orders',
        summary: "Forget the order's shipping address",
        description:
          'Clears the shipping address and the same-day window; same-day items go back to standard shipping.',
        answers: {
          200: { description: 'Forgotten.', schema: removeAddressAnswer },
          ...NOT_YOURS,
          ...NOT_PENDING,
        },
      },
      param(orderParams),
    ),
    json(z.object({ orderId: orderId.optional() }).optional()),
    async (c) =>
      c.json(await removeAddressAssociation(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/sod/ship',
    describe(
      {
        tag: 'Orders',
        summary: 'Check same-day delivery, and move items to it or back',
        description:
          '`hasSDDItems: true` moves the eligible items to ship mode 12010, false back to 10551 (the ' +
          'window cleared). With a store from an add carrying `isSDD`, that store is checked against ' +
          'the delivery ZIP. Refusals (400, nothing moves): `_ERR_SDD_ERROR` (no eligible item), ' +
          '`SDD_STORE_NOT_FOUND`, `SDD_0` (no same day at the store), `SDD_1` (ZIP outside its area), ' +
          '`SDD_ITEMS_OOS`, `_ERR_SHIPPING_ADDRESS_REQUIRED`, `NON_DELVERABLE_ADDRESS_ERR` (a PO box).',
        answers: {
          200: { description: 'Same day, checked.', schema: sameDayAnswer },
          ...NOT_YOURS,
          ...NOT_PENDING,
        },
      },
      param(orderParams),
    ),
    json(
      z.object({
        validateSDDItems: looseBoolean.default(false),
        hasSDDItems: looseBoolean.default(false),
      }),
    ),
    async (c) =>
      c.json(
        await sameDayShip(deps, readVisitor(c), c.req.valid('param').orderId, c.req.valid('json')),
      ),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/sdd/updatewindow',
    describe(
      {
        tag: 'Orders',
        summary: 'Choose a same-day window',
        description:
          'Needs a same-day item (`_ERR_SDD_ERROR`); a position without a window: ' +
          '`_ERR_DD_DELIVERYDATE_UNAVAILABLE`.',
        answers: {
          200: { description: 'The window was chosen.', schema: windowAnswer },
          ...NOT_YOURS,
          ...NOT_PENDING,
        },
      },
      param(orderParams),
    ),
    json(z.object({ selectedSlotPosition: integerLike.pipe(z.number().int().min(0).max(20)) })),
    async (c) =>
      c.json(
        await updateSameDayWindow(
          deps,
          readVisitor(c),
          c.req.valid('param').orderId,
          c.req.valid('json').selectedSlotPosition,
        ),
      ),
  );

  app.get(
    '/api/taxes/order/:orderId{[0-9]+}/tax',
    describe(
      {
        tag: 'Orders',
        summary: "An order's tax",
        description:
          "`00000`: the visitor's cart, or zero. A query `orderId` other than the path's (or zeros): 400.",
        answers: { 200: { description: 'The tax.', schema: taxAnswer }, ...NOT_YOURS },
      },
      param(orderParams),
    ),
    query(
      z.object({
        deliveryZipCode: zip.optional(),
        storeZipCode: zip.optional(),
        orderId: orderId.optional(),
        paymentMethod: paymentMethodQuery,
        ...passThroughFlags,
      }),
    ),
    async (c) => {
      const { orderId: id } = c.req.valid('param');
      const queryOrderId = c.req.valid('query').orderId;
      if (queryOrderId && queryOrderId !== id && !isNoOrder(queryOrderId)) {
        throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
      }
      return c.json(await orderTax(deps, readVisitor(c), id));
    },
  );

  return app;
}
