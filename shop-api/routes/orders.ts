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

const orderParams = z.object({ orderId });
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
  app.post('/api/orders/egiftCard/getdeliveryoptions', json(z.object({ orderId })), async (c) =>
    c.json(await egiftDeliveryOptions(deps, readVisitor(c), c.req.valid('json').orderId), 201),
  );

  app.post('/api/orders/ordersummary', json(summaryBody), async (c) =>
    c.json(await orderSummary(deps, readVisitor(c), c.req.valid('json').orderId)),
  );

  app.post(
    '/api/orders/ewallet/paymentsummary',
    // `calculate` and `paymentMethod` may come in the query (the page's second summary call).
    query(
      z.object({ calculate: queryFlag, paymentMethod: paymentMethodQuery, ...passThroughFlags }),
    ),
    // The page sends its whole wallet order payload; only these fields matter for the summary.
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
    param(orderParams),
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

  app.get('/api/orders/:orderId{[0-9]+}', param(orderParams), query(orderQuery), async (c) =>
    c.json(await orderView(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post('/api/orders/:orderId{[0-9]+}', param(orderParams), json(orderUpdateBody), async (c) =>
    c.json(
      await updateOrder(deps, readVisitor(c), c.req.valid('param').orderId, c.req.valid('json')),
    ),
  );

  app.get(
    '/api/orders/:orderId{[0-9]+}/getDeliveryOptions',
    param(orderParams),
    query(orderQuery),
    async (c) => c.json(await deliveryOptions(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/removeAddressIdAssociation',
    param(orderParams),
    json(z.object({ orderId: orderId.optional() }).optional()),
    async (c) =>
      c.json(await removeAddressAssociation(deps, readVisitor(c), c.req.valid('param').orderId)),
  );

  app.post(
    '/api/orders/:orderId{[0-9]+}/sod/ship',
    param(orderParams),
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
    param(orderParams),
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
    param(orderParams),
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
