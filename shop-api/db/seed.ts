import {
  DEMO_ACCOUNTS,
  DEMO_PROFILE,
  DEMO_PROFILE_ID,
  SEED_QUESTIONS,
  SEED_REVIEWS,
} from '../catalogue/community.ts';
import { DEFAULT_STOCK_LEVELS } from '../catalogue/demoProducts.ts';
import { catalog } from '../catalogue/products.ts';
import { hashPassword } from '../services/passwords.ts';
import type { ShopRepository } from './repository.ts';

/**
 * Writes the demo catalogue. Idempotent: every start upserts the same documents, so content
 * edits here reach an existing database, and stock returns to its demo level (then the
 * `stockLevels` overrides apply). Carts, orders and back-in-stock registrations are never touched.
 */
export async function seed(
  repo: ShopRepository,
  options: { now: Date; stockLevels?: Record<string, number | null> },
): Promise<void> {
  await repo.transaction(async (tx) => {
    for (const entry of catalog()) {
      await tx.products.upsert(
        {
          productId: entry.key,
          isPreview: entry.isPreview,
          giftCardType: entry.doc.giftCardType,
          partNumber: entry.doc.partNumber,
          doc: entry.doc,
        },
        options.now,
      );
      // Drafts reuse the live product's SKUs; stock rows belong to the live product only.
      if (entry.isPreview) continue;
      for (const [position, sku] of entry.doc.sKUs.entries()) {
        await tx.products.upsertSku({
          skuId: sku.skuId,
          productId: entry.doc.productId,
          stockLevel: DEFAULT_STOCK_LEVELS[sku.skuId] ?? null,
          position,
        });
      }
    }
    for (const [skuId, level] of Object.entries(options.stockLevels ?? {})) {
      if (!(await tx.products.setStockLevel(skuId, level))) {
        throw new Error(`stockLevels: unknown SKU ${skuId}`);
      }
    }
    for (const review of SEED_REVIEWS) {
      await tx.reviews.upsertReview({
        reviewId: review.id,
        productId: review.productId,
        rating: review.rating,
        title: review.title,
        reviewText: review.text,
        nickname: review.nickname,
        isRecommended: review.isRecommended,
        submittedAt: new Date(review.submittedAt),
      });
    }
    for (const question of SEED_QUESTIONS) {
      await tx.reviews.upsertQuestion({
        questionId: question.id,
        productId: question.productId,
        summary: question.summary,
        details: question.details,
        nickname: question.nickname,
        submittedAt: new Date(question.submittedAt),
        answers: question.answers,
      });
    }
    await tx.profiles.upsert(DEMO_PROFILE_ID, structuredClone(DEMO_PROFILE));
    // Accounts are added once (hashing on every start would cost a scrypt per account).
    for (const account of DEMO_ACCOUNTS) {
      if (await tx.accounts.getByEmail(account.email)) continue;
      await tx.accounts.insert({
        email: account.email,
        profileId: account.profileId,
        passwordHash: await hashPassword(account.password),
      });
    }
  });
}
