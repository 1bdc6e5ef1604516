/**
 * /OrderConfirmation?orderId={orderId} (spec 2): after a wallet express order, the placed order,
 * read with the shopper's cookies (another shopper's order is not found). Only a placed order has
 * a confirmation.
 */
import { errorSummary, isApiError } from '../../api/errors';
import type { OrderConfirmationPageData } from './data';
import { readOrder, type WalletOrder } from '../../purchase/wallet/readers';
import { simpleHead } from '../../seo/head';
import { defineRoute } from '../route';

export const orderConfirmationRoute = defineRoute({
  path: '/OrderConfirmation',
  // Reads no configuration of its own.
  config: () => null,
  async loader(c, ctx) {
    const orderId = c.req.query('orderId') ?? '';
    if (!/^\d{1,20}$/.test(orderId)) return ctx.pages.notFound(c);
    const shop = ctx.shop.forRequest(c, { retries: 0 });
    let order: WalletOrder;
    try {
      order = readOrder(await shop.getOrder(orderId));
    } catch (error) {
      if (
        isApiError(error) &&
        error.kind === 'http' &&
        (error.status === 404 || error.status === 400)
      ) {
        return ctx.pages.notFound(c);
      }
      ctx.log(`order ${orderId} could not be loaded`, error);
      return ctx.pages.error(c, {
        status: 502,
        title: 'Your order could not be shown',
        message: `${errorSummary(error)} Your order is placed; please try again in a moment.`,
        retryHref: `/OrderConfirmation?orderId=${orderId}`,
      });
    }
    if (order.status !== 'M' || order.orderId !== orderId) return ctx.pages.notFound(c);
    const data: OrderConfirmationPageData = {
      kind: 'orderConfirmation',
      order,
      config: ctx.publicConfig,
    };
    return ctx.pages.render(
      c,
      data,
      simpleHead('Order confirmation', `Order ${orderId} is placed.`, null, 'noindex'),
      200,
      shop,
    );
  },
});
