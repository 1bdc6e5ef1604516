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
import { parseBody, parseParams, parseQuery } from '../http/validate.ts';
import {
  deliveryOptions,
  egiftDeliveryOptions,
  orderSummary,
  orderTax,
  orderView,
  paymentSummary,
  removeAddressAssociation,
  sameDayShip,
  updateOrder,
  updateSameDayWindow,
  updateShipping,
} from '../services/orders.ts';
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
  app.post('/api/orders/egiftCard/getdeliveryoptions', async (c) => {
    const body = await parseBody(c, z.object({ orderId }));
    return c.json(await egiftDeliveryOptions(deps, readVisitor(c), body.orderId), 201);
  });

  app.post('/api/orders/ordersummary', async (c) => {
    const body = await parseBody(c, summaryBody);
    return c.json(await orderSummary(deps, readVisitor(c), body.orderId));
  });

  app.post('/api/orders/ewallet/paymentsummary', async (c) => {
    // `calculate` and `paymentMethod` may come in the query (the page's second summary call).
    const query = parseQuery(
      c,
      z.object({ calculate: queryFlag, paymentMethod: paymentMethodQuery, ...passThroughFlags }),
    );
    // The page sends its whole wallet order payload; only these fields matter for the summary.
    const body = await parseBody(
      c,
      z.looseObject({
        orderId,
        calculate: looseBoolean.optional(),
        paymentMethod: z
          .string()
          .regex(/^[A-Za-z_-]{1,32}$/, 'paymentMethod must be a word')
          .optional(),
      }),
    );
    const method = body.paymentMethod ?? query.paymentMethod ?? 'applepay';
    return c.json(await paymentSummary(deps, readVisitor(c), body.orderId, method));
  });

  app.post('/api/orders/PUT/:orderId{[0-9]+}/shipping', async (c) => {
    const params = parseParams(c, orderParams);
    const body = await parseBody(c, shippingBody);
    if (body.orderId && body.orderId !== params.orderId) {
      throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
    }
    const { orderId: _ignored, ...update } = body;
    return c.json(
      await updateShipping(deps, readVisitor(c), params.orderId, {
        ...update,
        email: update.email || null,
        phoneNumber: update.phoneNumber || null,
      }),
    );
  });

  app.get('/api/orders/:orderId{[0-9]+}', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    parseQuery(c, orderQuery);
    return c.json(await orderView(deps, readVisitor(c), id));
  });

  app.post('/api/orders/:orderId{[0-9]+}', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const body = await parseBody(c, orderUpdateBody);
    return c.json(await updateOrder(deps, readVisitor(c), id, body));
  });

  app.get('/api/orders/:orderId{[0-9]+}/getDeliveryOptions', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    parseQuery(c, orderQuery);
    return c.json(await deliveryOptions(deps, readVisitor(c), id));
  });

  app.post('/api/orders/:orderId{[0-9]+}/removeAddressIdAssociation', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    await parseBody(c, z.object({ orderId: orderId.optional() }).optional());
    return c.json(await removeAddressAssociation(deps, readVisitor(c), id));
  });

  app.post('/api/orders/:orderId{[0-9]+}/sod/ship', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const body = await parseBody(
      c,
      z.object({
        validateSDDItems: looseBoolean.default(false),
        hasSDDItems: looseBoolean.default(false),
      }),
    );
    return c.json(await sameDayShip(deps, readVisitor(c), id, body));
  });

  app.post('/api/orders/:orderId{[0-9]+}/sdd/updatewindow', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const body = await parseBody(
      c,
      z.object({ selectedSlotPosition: integerLike.pipe(z.number().int().min(0).max(20)) }),
    );
    return c.json(await updateSameDayWindow(deps, readVisitor(c), id, body.selectedSlotPosition));
  });

  app.get('/api/taxes/order/:orderId{[0-9]+}/tax', async (c) => {
    const { orderId: id } = parseParams(c, orderParams);
    const query = parseQuery(
      c,
      z.object({
        deliveryZipCode: zip.optional(),
        storeZipCode: zip.optional(),
        orderId: orderId.optional(),
        paymentMethod: paymentMethodQuery,
        ...passThroughFlags,
      }),
    );
    if (query.orderId && query.orderId !== id && !/^0+$/.test(query.orderId)) {
      throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
    }
    return c.json(await orderTax(deps, readVisitor(c), id));
  });

  return app;
}
