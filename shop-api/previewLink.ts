import { DEMO_PRODUCT_ROUTES } from './catalogue/index.ts';
import { checkPreviewSecret, signPreviewToken } from './services/previewToken.ts';

/**
 * Prints a signed preview link for a product's draft (docs/security.md, "Preview products"):
 * `PREVIEW_SECRET=… npm run preview-link -- 10001 [hours]`, with the shop's own secret. The link
 * opens that draft only, for `hours` (default 24, at most 720).
 */
const [id = '', hoursText = '24'] = process.argv.slice(2);
const hours = Number(hoursText);
if (!/^(?:preview-)?\d{1,12}$/.test(id) || !Number.isFinite(hours) || hours <= 0 || hours > 720) {
  console.error('Usage: npm run preview-link -- <product id> [hours, 1-720]');
  process.exit(2);
}
let secret: string;
try {
  secret = checkPreviewSecret(process.env.PREVIEW_SECRET ?? '');
} catch (error) {
  console.error(`${(error as Error).message}: set the shop's PREVIEW_SECRET to sign a link.`);
  process.exit(2);
}
const productId = id.replace(/^preview-/, '');
const token = signPreviewToken(secret, productId, { now: new Date(), ttlMs: hours * 3_600_000 });
const slug = Object.entries(DEMO_PRODUCT_ROUTES).find(([, value]) => value === productId)?.[0];
const query = `?previewId=preview-${productId}&previewToken=${token}`;
console.log(slug ? `/p/${slug}${query}` : query);
