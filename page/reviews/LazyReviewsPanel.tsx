/**
 * Reviews and Questions load lazily (spec 2 and 9): only once their section is open and scrolled
 * into view (IntersectionObserver, margin 0 px), the provider module is imported and rendered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, InlineAlert } from '../../design-system';
import { useServices } from '../hooks/services';
import type { ReviewsProvider } from './provider';
import * as styles from './reviews.css';

export const LAZY_LOAD_MARGIN = '0px';

export interface LazyReviewsPanelProps {
  kind: 'reviews' | 'questions';
  productId: string;
  productName: string;
}

type Load =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ready'; provider: ReviewsProvider }
  | { status: 'error' };

export function LazyReviewsPanel({ kind, productId, productName }: LazyReviewsPanelProps) {
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
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load.status, start]);

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
