/** Picks the configured reviews provider; this module and the providers load lazily. */
import type { PublicConfig } from '../config';
import type { ReviewsProvider } from './provider';

export async function loadConfiguredProvider(config: PublicConfig): Promise<ReviewsProvider> {
  if (config.reviewsProvider === 'third-party' && config.reviewsScriptUrl) {
    const { thirdPartyReviewsProvider } = await import('./thirdPartyProvider');
    return thirdPartyReviewsProvider(config.reviewsScriptUrl);
  }
  const { defaultReviewsProvider } = await import('./defaultProvider');
  return defaultReviewsProvider;
}
