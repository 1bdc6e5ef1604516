/**
 * GET /: the index of the demo's gift card pages, each with what it demonstrates (homeSummary.ts)
 * and whether it is in stock. A product the shop cannot give is still listed, named from its slug.
 */
import type { ShopClient } from '../../api';
import type { ServerConfig } from '../../config';
import type { Inventory, Product, StockStatus } from '../../domain';
import type { HomePageData } from './data';
import { simpleHead } from '../../seo/head';
import { homeSummary } from './summary';
import { defineRoute } from '../route';

/** The line for one product: its type's rule, and its stock when known. */
async function summaryOf(
  shop: ShopClient,
  answer: { product: Product; inventory: Inventory | null },
  maxEgiftRecipients: number,
): Promise<string> {
  const { product } = answer;
  let status: StockStatus | null = null;
  try {
    const inventory =
      answer.inventory ?? (await shop.getInventory({ productId: product.productId }));
    status = inventory.productStatus;
  } catch {
    // Unknown availability: the line names the type only.
  }
  return homeSummary({
    type: product.giftCard.type,
    status,
    bulkMinQuantity: product.giftCard.bulkMinQuantity,
    maxEgiftRecipients,
  });
}

/** 'cairnfield-gift-card' -> 'Cairnfield Gift Card'. */
const nameFromSlug = (slug: string) =>
  slug.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());

export const homeRoute = defineRoute({
  path: '/',
  config: (server: ServerConfig) => ({
    productRoutes: server.productRoutes,
    bulkGiftcardMinQuantity: server.public.bulkGiftcardMinQuantity,
    presetAmounts: server.public.presetAmounts,
    maxEgiftRecipients: server.public.maxEgiftRecipients,
  }),
  async loader(c, ctx) {
    const shop = ctx.shop.cached(ctx.shop.forRequest(c));
    const products = await Promise.all(
      Object.entries(ctx.config.productRoutes).map(async ([slug, productId]) => {
        const href = `/p/${slug}`;
        try {
          const answer = await shop.getProduct(productId, {
            sanitizeHtml: ctx.sanitizeHtml,
            defaultBulkMinQuantity: ctx.config.bulkGiftcardMinQuantity,
            presetAmounts: ctx.config.presetAmounts,
          });
          const summary = await summaryOf(shop, answer, ctx.config.maxEgiftRecipients);
          return { slug, productId, name: answer.product.name, href, summary };
        } catch {
          return { slug, productId, name: nameFromSlug(slug), href };
        }
      }),
    );
    const data: HomePageData = { kind: 'home', products, config: ctx.publicConfig };
    return ctx.pages.render(
      c,
      data,
      simpleHead(
        'Gift cards',
        'Cairnfield Outfitters gift cards: physical, bulk and eGift cards in any amount.',
        `${ctx.publicOrigin()}/`,
      ),
      200,
      shop,
    );
  },
});
