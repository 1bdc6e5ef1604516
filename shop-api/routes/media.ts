import { Hono } from 'hono';
import { mediaFile } from '../catalogue/files.ts';
import { giftCardSvg } from '../catalogue/images.ts';
import { GIFT_CARD_DESIGNS } from '../catalogue/demoProducts.ts';
import type { GiftCardDesign } from '../catalogue/demoProducts.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { GIFT_CARD_IMAGES_PATH, MEDIA_FILES_PATH } from '../http/paths.ts';

const IMAGE_NAME = /^([a-z-]+)-(small|large)\.svg$/;

const isDesign = (value: string): value is GiftCardDesign =>
  (GIFT_CARD_DESIGNS as readonly string[]).includes(value);

/** Generated artwork and documents change only with the code: let browsers keep them a day. */
const CACHE = 'public, max-age=86400';

export function mediaRoutes() {
  const app = new Hono<AppEnv>();

  app.get(`${GIFT_CARD_IMAGES_PATH}/:file`, (c) => {
    const match = IMAGE_NAME.exec(c.req.param('file'));
    const design = match?.[1];
    const size = match?.[2];
    if (!design || !isDesign(design) || (size !== 'small' && size !== 'large')) {
      throw notFound(`No image ${c.req.param('file')}`);
    }
    return c.body(giftCardSvg(design, size), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CACHE,
      // An SVG opened directly is a document: make sure it could never run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get(`${MEDIA_FILES_PATH}/:name`, (c) => {
    const name = c.req.param('name');
    const file = mediaFile(name);
    if (!file) throw notFound(`No file ${name}`);
    return c.body(file.slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
