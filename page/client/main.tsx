/**
 * Browser entry: reads the payload the server serialised, builds the same document with browser
 * services (same-origin shop client, the CSP nonce, lazy DOMPurify and reviews provider), hydrates
 * the whole document and flags `window.__hydrated` for the end-to-end tests.
 */
import './installRetryImport';
import { startTransition, useEffect } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { App, pageChunksFor } from '../layout/App';
import type { ShopClientOptions } from '../api';
import { createLazyShopClient } from '../api/lazy';
import { Document, INLINE_STYLE_ATTRIBUTE, type DocumentPayload } from '../layout/Document';
import { PAGE_DATA_ID } from '../security/serialize';
import type { PageServices } from '../providers/ServicesProvider';
import { configureChunkLoading, nextTask, whenIdle } from '../lazy/lazyWithRetry';
import { inIdleSlices } from '../lazy/idleSlices';
import type * as StorefrontModule from '../storefront/start';
import { onFirstIntent } from '../lazy/firstIntent';
import { createAttemptCounter } from '../purchase/orderAttempts';
import { browserStorage } from '../storefront/localKeys';
import { notePendingView, pendingViewOf } from '../storefront/pendingViews';
import type { FraudCollector, FraudSession } from '../storefront/fraud';
import { PURCHASE_FIELDS } from '../purchase/formFields';

declare global {
  interface Window {
    __hydrated?: boolean;
  }
}

function readPayload(): DocumentPayload {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) throw new Error('page data is missing');
  const payload = JSON.parse(element.textContent) as DocumentPayload;
  // The inlined CSS travels once, in the document: render the same text when hydrating.
  const inlineStyles = Array.from(
    document.querySelectorAll(`style[${INLINE_STYLE_ATTRIBUTE}]`),
    (style) => style.textContent,
  );
  return { ...payload, assets: { ...payload.assets, inlineStyles } };
}

/** Browsers hide nonce attributes from the DOM, but the property keeps the value. */
function readNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce ?? '';
}

/** The purchase form's key as the server rendered it: the same field hydrates unchanged. */
function readSubmissionKey(): string | null {
  const field = document.querySelector<HTMLInputElement>(
    `input[name="${PURCHASE_FIELDS.submission}"]`,
  );
  return field?.value || null;
}

const payload = readPayload();
const nonce = readNonce();
const submissionKey = readSubmissionKey();
const { data } = payload;

configureChunkLoading({ timeoutMs: data.config.timings.chunkLoadTimeoutMs });

// A product page is viewed as soon as it is shown, and again when it comes back from the back-
// forward cache: noted now, folded into recently viewed by its own code later (pendingViews.ts).
if (data.kind === 'product') {
  const view = pendingViewOf(data.product, data.slug);
  notePendingView(browserStorage(), view);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) notePendingView(browserStorage(), view);
  });
}
/**
 * A shop client whose implementation (schemas, valibot) comes in chunks, loaded on first use: the
 * calls made before the shopper does anything (the cart's count, the fraud collector) from a small
 * one, the rest with the whole client (api/lazy.ts).
 */
const lazyClientFor = (options: ShopClientOptions) =>
  createLazyShopClient({
    load: () => import('../api').then((m) => m.createShopClientFor(options)),
    loadEarly: () => import('../api/early').then((m) => m.createEarlyShopClientFor(options)),
  });
const shop = lazyClientFor({
  shopOrigin: '',
  reviewsOrigin: data.config.reviewsOrigin,
  timeoutMs: data.config.apiTimeoutMs,
});
// The fraud session the wallet flows read: the collector itself starts at the shopper's first
// sign of use (below), which comes before any wallet click; the attempts counter lives here so no
// count is lost before then. A wallet order waits for the collector's start, then for its session.
const attemptFor = createAttemptCounter();
let fraudCollector: FraudCollector | null = null;
let fraudStarted: Promise<void> = Promise.resolve();
const fraud: FraudSession = {
  sessionId: () => fraudCollector?.sessionId() ?? null,
  collected: () => fraudStarted.then(() => fraudCollector?.collected()),
  attemptFor,
};

const services: PageServices = {
  shop,
  loadSanitizer: () => import('../sanitize/sanitizeHtml.client').then((m) => m.sanitizeHtml),
  nonce: nonce || null,
  submissionKey,
  loadReviewsProvider: () =>
    import('../reviews/load').then((m) => m.loadConfiguredProvider(data.config)),
  fraud,
  now: () => new Date(),
};

/**
 * The storefront services (analytics, the tag manager) start after the page is interactive and has
 * settled (whenIdle), from their own chunk; a failure there is only logged.
 */
function startStorefrontWhenIdle() {
  // One chunk per idle slice (lazy/idleSlices.ts): the storefront's, then its start, so none of it
  // holds the main thread when a tap comes.
  let storefront: typeof StorefrontModule | null = null;
  inIdleSlices([
    () => import('../storefront/start').then((m) => void (storefront = m)),
    () => storefront?.startStorefront({ data, nonce: nonce || null, fraud }),
  ]).catch((error: unknown) => console.warn('[storefront] could not start', error));
}

/**
 * The fraud collection (spec 4, 9) starts at the shopper's first sign of use: its code (the
 * collector, its cookie parser) comes with the whole shop client's chunk, so a visit that only
 * looks fetches none of it. Resolves once it has started; a failure there is only logged.
 */
function startFraudCollection(): Promise<void> {
  return import('../storefront/fraud')
    .then((m) => {
      fraudCollector ??= m.createFraudCollector({
        transport: m.fraudTransportFor(
          data.config.fraud,
          shop,
          window.location,
          (shopOrigin, options) => lazyClientFor({ shopOrigin, ...options }),
        ),
        settings: data.config.fraud,
        readCookies: () => document.cookie,
        pageHostname: window.location.hostname,
        attemptFor,
      });
      void fraudCollector.start();
    })
    .catch((error: unknown) => console.warn('[fraud] could not start', error));
}

/**
 * Effects run only after hydration has committed: that is when the page is interactive. A wrapper
 * with a single child adds no branch to the tree, so useId gives the server's ids.
 */
function HydratedApp() {
  useEffect(() => {
    // Live once the page itself has hydrated: the product page does in this same pass, the other
    // pages as a slice of their own right after the shell (layout/App.tsx).
    pageChunks.onHydrated(() => {
      window.__hydrated = true;
      document.documentElement.dataset.hydrated = 'true';
      // The early calls' client now (the cart's count is read at once); the whole client at the
      // shopper's first sign of use, ready before the first click, once that first interaction has
      // painted (its evaluation is not the interaction's to wait for).
      shop.preloadEarly();
      onFirstIntent(() => {
        fraudStarted = new Promise<void>((resolve) => whenIdle(resolve, 0)).then(() => {
          shop.preload();
          return startFraudCollection();
        });
      });
      startStorefrontWhenIdle();
    });
  }, []);
  return <App data={data} services={services} />;
}

/**
 * Hydration is a transition: React renders it in slices and yields between them, so no one task
 * holds the main thread for the whole page (a plain hydrateRoot renders in one blocking pass). A
 * tap or a keystroke on a part not yet hydrated still hydrates that part at once and is replayed.
 */
function hydrate({ hydrateRoot }: typeof ReactDomClient) {
  startTransition(() => {
    hydrateRoot(
      document,
      <Document payload={payload} nonce={nonce}>
        <HydratedApp />
      </Document>,
      {
        onRecoverableError(error) {
          console.error('[hydrate] recoverable error', error);
        },
      },
    );
  });
}

/**
 * React DOM's client, run from here rather than from the entry's top level. As it loads, React DOM
 * creates five Error objects (its suspense and hydration sentinels); where DevTools' Runtime domain
 * is on (Lighthouse, Playwright), V8 records a full stack for each, re-parsing every function on
 * it, and the entry's top level is the whole 320 KB file. The production build turns this require
 * into a call of React DOM's bundled module, in the entry's own file; Vite's dev server serves ES
 * modules as they are, and imports it instead.
 */
function loadReactDomClient(): Promise<typeof ReactDomClient> {
  return import.meta.env.PROD
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      Promise.resolve(require('react-dom/client') as typeof ReactDomClient)
    : import('react-dom/client');
}

// A page hydrates once its own chunk is here (every page's code is a chunk: layout/App.tsx), with
// those of the server-rendered parts it shows at once (the eGift form on an eGift page), so their
// boundaries hydrate without suspending: right after the shell, or at once on the shopper's first
// focus, keystroke or click inside them. (What is typed before that still counts: the eGift form
// takes over what its fields hold when it hydrates.) A part's failed load hydrates anyway; its own
// boundary then loads again. A page whose own chunk could not be loaded is left as the server
// sent it where that page works without JavaScript (the product page: its form posts); elsewhere
// it hydrates into its 'Try again' message. A product page's details area does not hold
// the page back: it loads and hydrates when it comes near (routes/product/productPageParts.tsx).
// React DOM's client runs in a task of its own, right after the entry's (while the page's chunks
// are still on their way): two shorter tasks where one held the main thread for both, and
// hydrating then starts without it in the way.
const reactDomClient = new Promise<void>((next) => nextTask(next)).then(loadReactDomClient);
const pageChunks = pageChunksFor(data);
void Promise.all([pageChunks.page, Promise.allSettled(pageChunks.parts), reactDomClient]).then(
  ([page, , client]) => {
    if (page === 'failed' && pageChunks.worksWithoutScript) {
      console.error('[chunk] the page could not be loaded; it stays as the server sent it');
      return;
    }
    hydrate(client);
  },
);
