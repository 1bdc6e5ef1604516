/**
 * The product page's presentation (spec 2 and 9): which sections open first, the toast, the
 * timings of the page's parts and when lazy parts load. Read by ProductPage.tsx and the sections
 * it passes them to. Composed by page/config/index.ts; page/CONFIG.md.
 */
import * as v from 'valibot';
import { bool, configBlock, int, withDefault } from '../../configBlock';
import { toastCopies } from '../../purchase/addedMessage';

export const productPageConfig = configBlock(
  {
    // Spec 2 gives two readings: 500 ms (default) and 1000 ms.
    SCROLL_TO_REVIEWS_DELAY_MS: withDefault(int(0, 10_000), '500'),
    EXPAND_DETAILS: withDefault(bool, 'true'),
    EXPAND_REVIEWS: withDefault(bool, 'false'),
    EXPAND_QUESTIONS: withDefault(bool, 'false'),
    // Spec 4/9: 5000 ms (default) or 8000 ms.
    TOAST_DURATION_MS: withDefault(int(1000, 60_000), '5000'),
    TOAST_COPY: withDefault(v.picklist(toastCopies), 'default'),
    QUANTITY_DEBOUNCE_MS: withDefault(int(0, 10_000), '500'),
    TAP_TO_ZOOM_MESSAGE_MS: withDefault(int(0, 60_000), '3000'),
    CHUNK_LOAD_TIMEOUT_MS: withDefault(int(1000, 600_000), '120000'),
    LAZY_LOAD_MARGIN_PX: withDefault(int(0, 5000), '0'),
  },
  (e) => ({
    scrollToReviewsDelayMs: e.SCROLL_TO_REVIEWS_DELAY_MS,
    expand: { details: e.EXPAND_DETAILS, reviews: e.EXPAND_REVIEWS, questions: e.EXPAND_QUESTIONS },
    toastDurationMs: e.TOAST_DURATION_MS,
    toastCopy: e.TOAST_COPY,
    timings: {
      quantityDebounceMs: e.QUANTITY_DEBOUNCE_MS,
      tapToZoomMessageMs: e.TAP_TO_ZOOM_MESSAGE_MS,
      chunkLoadTimeoutMs: e.CHUNK_LOAD_TIMEOUT_MS,
      lazyLoadMarginPx: e.LAZY_LOAD_MARGIN_PX,
    },
  }),
);
