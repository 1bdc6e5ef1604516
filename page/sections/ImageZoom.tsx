/**
 * Tap to zoom (spec 9): the product image opens a zoomed view in the design
 * system's modal (lazy), from a click or tap on the image or from the 'Zoom image' button (the
 * keyboard path); Escape closes it and focus returns to the button. A 'Tap to zoom' hint shows for
 * `hintMs` after the page becomes interactive (configuration `timings.tapToZoomMessageMs`).
 * Until React owns the page (and with JavaScript off) 'Zoom image' is a link to the large image,
 * which works without script; a button that opened nothing would be a dead control.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Link } from '@cairnfield/design-system';
import { useHydrated } from '../hooks/useHydrated';
import * as styles from './ImageZoom.css';

const ZoomedImage = lazy(() => import('./ZoomedImage'));

export const TAP_TO_ZOOM_HINT = 'Tap to zoom';

export interface ImageZoomProps {
  /** The page's image. */
  children: ReactNode;
  /** The zoomed image (the large source). */
  src: string;
  alt: string;
  title: string;
  /** How long the 'Tap to zoom' hint shows once the page is interactive (spec 9: 3000 ms). */
  hintMs: number;
}

export function ImageZoom({ children, src, alt, title, hintMs }: ImageZoomProps) {
  const [zoom, setZoom] = useState<'closed' | 'open' | 'loaded'>('closed');
  // Shown from the first render; hidden `hintMs` after the page becomes interactive.
  const [hint, setHint] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = setTimeout(() => setHint(false), hintMs);
    return () => clearTimeout(timer);
  }, [hintMs]);
  return (
    <div className={styles.wrap}>
      {/* The button below is the keyboard path; a click or tap on the image is a shortcut. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.image} onClick={() => setZoom('open')}>
        {children}
      </div>
      <div className={styles.bar}>
        {hydrated ? (
          <Button ref={buttonRef} variant="secondary" size="small" onClick={() => setZoom('open')}>
            Zoom image
          </Button>
        ) : (
          <Link variant="standalone" href={src}>
            Zoom image
          </Link>
        )}
        <span className={styles.hint} aria-hidden={!hint || undefined}>
          {hint ? TAP_TO_ZOOM_HINT : ''}
        </span>
      </div>
      {zoom !== 'closed' ? (
        <Suspense fallback={null}>
          <ZoomedImage
            open={zoom === 'open'}
            onOpenChange={(open) => setZoom(open ? 'open' : 'loaded')}
            src={src}
            alt={alt}
            title={title}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
