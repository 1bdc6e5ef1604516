/** The reviews provider (spec 7 and 9), read by reviews/load.ts. Composed by page/config/index.ts. */
import * as v from 'valibot';
import { configBlock, url, withDefault } from '../configBlock';

/** Which provider renders Reviews and Questions. */
export const reviewsProviderKinds = ['default', 'third-party'] as const;

export const reviewsConfig = configBlock(
  { title: 'Reviews (spec 7 and 9)', readBy: 'Read by `page/reviews/load.ts`.' },
  {
    REVIEWS_PROVIDER: {
      schema: withDefault(v.picklist(reviewsProviderKinds), 'default'),
      does: "`default` (the reference API's reviews) or `third-party` (a vendor script).",
      public: true,
    },

    REVIEWS_SCRIPT_URL: {
      schema: v.optional(url),
      does: "The vendor's script, for `REVIEWS_PROVIDER=third-party`. Injected with the CSP nonce.",
      public: true,
    },
  },
  (e) => ({ reviewsProvider: e.REVIEWS_PROVIDER, reviewsScriptUrl: e.REVIEWS_SCRIPT_URL ?? null }),
);
