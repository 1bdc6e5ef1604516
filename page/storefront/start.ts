/**
 * Starts the storefront services once the page is interactive (the browser entry imports this
 * module when idle after hydration): the page-view event, link and download tracking, the tag
 * manager (only when configured) and the fraud collection. Each is independent and fire-and-forget:
 * one failing is logged and leaves the others and the purchase alone.
 */
import type { PageData } from '../routes/registry';
import { linkEvent, loadTagManager, pageViewEvent, track } from './analytics';
import type { FraudCollector, FraudSession } from './fraud';
import { browserStorage, persistShopperState } from './localState';

export interface StartInput {
  data: PageData;
  nonce: string | null;
  fraud: FraudSession | FraudCollector;
  doc?: Document;
}

const log = (message: string, error?: unknown) =>
  console.warn(`[storefront] ${message}`, error ?? '');

function guard(name: string, fn: () => void) {
  try {
    fn();
  } catch (error) {
    log(`${name} failed`, error);
  }
}

/** Clicks on links (captured, so the page's own handlers are untouched) become link or download
 * events. Returns the remover. */
export function installLinkTracking(
  doc: Document,
  files: Parameters<typeof linkEvent>[2],
): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(target instanceof HTMLAnchorElement)) return;
    const href = target.getAttribute('href') ?? '';
    if (href.startsWith('#')) return;
    track(linkEvent(href, (target.textContent ?? '').trim().slice(0, 100), files));
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}

/** Starts them all; returns what takes the link tracking off (a page keeps it; a test does not). */
export function startStorefront({ data, nonce, fraud, doc = document }: StartInput): () => void {
  const { config } = data;
  let stopLinkTracking = () => undefined as void;
  if (data.kind === 'product') {
    const { product, shopper } = data;
    guard('page view', () => track(pageViewEvent(product, shopper.visitorKind, doc.referrer)));
    guard('link tracking', () => {
      stopLinkTracking = installLinkTracking(doc, product.details);
    });
    guard('local state', () => persistShopperState(browserStorage(), shopper));
  }
  guard('tag manager', () =>
    loadTagManager(
      { id: config.analytics.tagManagerId, url: config.analytics.tagManagerUrl, nonce },
      doc,
    ),
  );
  if ('start' in fraud) {
    guard('fraud collection', () => void fraud.start());
  }
  return stopLinkTracking;
}
