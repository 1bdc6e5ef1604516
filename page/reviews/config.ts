/** The reviews provider (spec 7 and 9), read by reviews/load.ts. Composed by page/config/index.ts. */
import * as v from 'valibot';
import { configBlock, url, withDefault } from '../configBlock';
import { reviewsProviderKinds } from '../config/types';

export const reviewsConfig = configBlock(
  {
    REVIEWS_PROVIDER: withDefault(v.picklist(reviewsProviderKinds), 'default'),
    REVIEWS_SCRIPT_URL: v.optional(url),
  },
  (e) => ({ reviewsProvider: e.REVIEWS_PROVIDER, reviewsScriptUrl: e.REVIEWS_SCRIPT_URL ?? null }),
);
