/**
 * `?location=rating` (spec 2): the reviews section is already open (the server rendered it so);
 * after the configured delay it is scrolled smoothly into view and focused, then the parameter is
 * removed from the address without a reload.
 */
import { useEffect } from 'react';

export const REVIEWS_SECTION_ID = 'reviews-tab';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls to the reviews section's header and focuses it; true when it was found. */
export function scrollToReviews(id: string = REVIEWS_SECTION_ID): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // preventScroll: the smooth scroll above is already under way; focus must not jump it.
  target.focus({ preventScroll: true });
  return true;
}

export function useScrollToReviews(active: boolean, delayMs: number): void {
  useEffect(() => {
    if (!active) return;
    // The query's rules come only for a page opened this way, while the delay runs.
    const query = import('../routing/query');
    let current = true;
    const timer = window.setTimeout(() => {
      query
        .then(({ withoutLocationParam }) => {
          if (!current) return;
          scrollToReviews();
          const next = withoutLocationParam(window.location.href);
          window.history.replaceState(window.history.state, '', next);
        })
        .catch((error: unknown) => {
          // The scroll needs no parser; the parameter then stays in the address.
          if (current) scrollToReviews();
          console.warn('[page] could not drop ?location', error);
        });
    }, delayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [active, delayMs]);
}
