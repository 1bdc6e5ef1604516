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
    title: 'The product page (spec 2 and 9)',
    readBy: 'Read by `page/routes/product/ProductPage.tsx` and the sections it passes them to.',
  },
  {
    // Spec 2 gives two readings: 500 ms (default) and 1000 ms.
    SCROLL_TO_REVIEWS_DELAY_MS: {
      schema: withDefault(int(0, 10_000), '500'),
      does: 'Delay before `?location=rating` scrolls to and focuses the reviews.',
      public: true,
      otherReading: '1000',
    },

    EXPAND_DETAILS: {
      schema: withDefault(bool, 'true'),
      does: 'Details section open at first.',
      public: true,
    },

    EXPAND_REVIEWS: {
      schema: withDefault(bool, 'false'),
      does: 'Reviews section open at first (`?location=rating` opens it too).',
      public: true,
    },

    EXPAND_QUESTIONS: {
      schema: withDefault(bool, 'false'),
      does: 'Questions section open at first.',
      public: true,
    },

    // Spec 4/9: 5000 ms (default) or 8000 ms.
    TOAST_DURATION_MS: {
      schema: withDefault(int(1000, 60_000), '5000'),
      does: 'Add-to-cart toast auto-hide time.',
      public: true,
      otherReading: '8000',
    },

    TOAST_COPY: {
      schema: withDefault(v.picklist(toastCopies), 'default'),
      does: "Toast wording; `success`: title 'Success !' and text 'has been added to your cart.' (spec 9, with 8000 ms).",
      public: true,
      otherReading: 'success',
    },

    QUANTITY_DEBOUNCE_MS: {
      schema: withDefault(int(0, 10_000), '500'),
      does: 'Spec 4/9: quantity change debounce.',
      public: true,
    },

    TAP_TO_ZOOM_MESSAGE_MS: {
      schema: withDefault(int(0, 60_000), '3000'),
      does: 'Spec 9: how long the tap-to-zoom message shows.',
      public: true,
    },

    CHUNK_LOAD_TIMEOUT_MS: {
      schema: withDefault(int(1000, 600_000), '120000'),
      does: "Spec 8/9: a lazy script chunk that has not loaded by then fails (ChunkLoadError) and offers 'Try again'.",
      public: true,
    },

    LAZY_LOAD_MARGIN_PX: {
      schema: withDefault(int(0, 5000), '0'),
      does: 'Spec 9: root margin (px) of lazily loaded sections (reviews).',
      public: true,
    },
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
