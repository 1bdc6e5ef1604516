/**
 * Reviews and Questions load lazily (spec 2 and 9): only once their section is open and scrolled
 * into view (IntersectionObserver with the configured margin, LAZY_LOAD_MARGIN_PX: spec 9's 0 px),
 * the provider module is imported and rendered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, InlineAlert } from '@cairnfield/design-system';
import { useServices } from '../providers/ServicesProvider';
import type { ReviewsProvider } from './provider';
import * as styles from './reviews.css';

export interface LazyReviewsPanelProps {
  kind: 'reviews' | 'questions';
  productId: string;
  productName: string;
  /** How far below the viewport loading starts, in px (configuration `timings.lazyLoadMarginPx`). */
  marginPx: number;
}

type Load =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ready'; provider: ReviewsProvider }
  | { status: 'error' };

export function LazyReviewsPanel({
  kind,
  productId,
  productName,
  marginPx,
}: LazyReviewsPanelProps) {
  const { loadReviewsProvider } = useServices();
  const sentinel = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>({ status: 'waiting' });

  const start = useCallback(() => {
    setLoad({ status: 'loading' });
    loadReviewsProvider().then(
      (provider) => setLoad({ status: 'ready', provider }),
      () => setLoad({ status: 'error' }),
    );
  }, [loadReviewsProvider]);

  useEffect(() => {
    const element = sentinel.current;
    if (load.status !== 'waiting' || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Very old browsers: load at once.
      const timer = setTimeout(start, 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load.status, start, marginPx]);

  const noun = kind === 'reviews' ? 'reviews' : 'questions';
  return (
    <div ref={sentinel} className={styles.panel} data-lazy-state={load.status}>
      {load.status === 'ready' ? (
        kind === 'reviews' ? (
          <load.provider.Reviews productId={productId} productName={productName} />
        ) : (
          <load.provider.Questions productId={productId} productName={productName} />
        )
      ) : load.status === 'error' ? (
        <div className={styles.error}>
          <InlineAlert tone="error">The {noun} could not be loaded.</InlineAlert>
          <Button variant="secondary" size="small" onClick={start}>
            Try again
          </Button>
        </div>
      ) : (
        <p className={styles.muted} role={load.status === 'loading' ? 'status' : undefined}>
          {load.status === 'loading'
            ? `Loading ${noun}…`
            : `The ${noun} load when you scroll here.`}
        </p>
      )}
    </div>
  );
}
