/**
 * Browser entry: reads the page data the server serialised, builds the same <App> with browser
 * services (same-origin shop client, DOMPurify over window, the CSP nonce), hydrates #root and
 * flags `window.__hydrated` for the end-to-end tests.
 */
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { createShopClientFor } from '../api';
import type { PageData } from '../pageData';
import { sanitizeHtml } from '../sanitize/sanitizeHtml.client';
import { PAGE_DATA_ID } from '../security/serialize';
import type { PageServices } from '../services';

declare global {
  interface Window {
    __hydrated?: boolean;
  }
}

function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) throw new Error('page data is missing');
  return JSON.parse(element.textContent) as PageData;
}

/** Browsers hide nonce attributes from the DOM, but the property keeps the value. */
function readNonce(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || null;
}

const data = readPageData();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

const services: PageServices = {
  shop: createShopClientFor({
    shopOrigin: '',
    reviewsOrigin: data.config.reviewsOrigin || null,
    timeoutMs: data.config.apiTimeoutMs,
  }),
  sanitizeHtml,
  nonce: readNonce(),
  loadReviewsProvider: () =>
    import('../reviews/load').then((m) => m.loadConfiguredProvider(data.config)),
};

/** Effects run only after hydration has committed: that is when the page is interactive. */
function HydratedApp() {
  useEffect(() => {
    window.__hydrated = true;
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <App data={data} services={services} />;
}

hydrateRoot(root, <HydratedApp />, {
  onRecoverableError(error) {
    console.error('[hydrate] recoverable error', error);
  },
});
