/**
 * Preview links for the end-to-end server: it runs with this PREVIEW_SECRET (playwright.config.ts),
 * and a test signs its links as a previewer's tool would (shop-api/services/previewToken.ts).
 */
import { signPreviewToken } from '../shop-api/services/previewToken';

export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';

/** `?previewId=preview-<id>&previewToken=…` for the draft of product `id`, valid for an hour. */
export function previewQuery(id: string): string {
  const token = signPreviewToken(E2E_PREVIEW_SECRET, id, { now: new Date(), ttlMs: 60 * 60_000 });
  return `?previewId=preview-${id}&previewToken=${token}`;
}
