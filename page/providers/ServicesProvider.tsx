/**
 * Services the page's hooks use, injected by the server and client entries (and by stories and
 * tests with fakes): the shop client, the sanitiser of the side we run on (loaded on demand), the CSP nonce, the
 * reviews provider loader and a clock.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ShopClient } from '../api';
import type { SanitizeHtml } from '../sanitize/policy';
import type { ReviewsProvider } from '../reviews/provider';
import type { FraudSession } from '../storefront/fraud';

export interface PageServices {
  shop: ShopClient;
  /**
   * The sanitiser of the side we run on. Async so the browser loads DOMPurify only when it needs
   * it (a product refetched in the browser); the server's is ready at once.
   */
  loadSanitizer: () => Promise<SanitizeHtml>;
  /** The response's CSP nonce (for scripts the page injects, e.g. a reviews vendor). */
  nonce: string | null;
  /**
   * This response's key for the no-JavaScript purchase form (a hidden field): a double submit
   * before the page is interactive adds once (page/purchase/submission.ts). The browser reads the
   * server's back from the form before hydrating, so both render the same field.
   */
  submissionKey: string | null;
  /** Loads the reviews provider lazily (a dynamic import in the real page). */
  loadReviewsProvider: () => Promise<ReviewsProvider>;
  /**
   * The fraud-detection session (storefront/fraud.ts): its id and the per-order attempts counter for order
   * payloads. The browser's collects in the background; the server's and the tests' are inert.
   */
  fraud: FraudSession;
  /** The clock (the eGift arrival sentence reads it): the real one on the page, a fixed one in stories. */
  now: () => Date;
}

const ServicesContext = createContext<PageServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: PageServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PageServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
