/**
 * Tap to zoom (spec 9, issue [6] item 16): the product image opens a zoomed view in the design
 * system's modal (lazy), from a click or tap on the image or from the 'Zoom image' button (the
 * keyboard path); Escape closes it and focus returns to the button. A 'Tap to zoom' hint shows for
 * 3000 ms after the page becomes interactive.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../design-system';
import * as styles from './ImageZoom.css';

const ZoomedImage = lazy(() => import('./ZoomedImage'));

/** Spec 9: the tap-to-zoom message shows for 3000 ms. */
export const TAP_TO_ZOOM_HINT_MS = 3000;
export const TAP_TO_ZOOM_HINT = 'Tap to zoom';

export interface ImageZoomProps {
  /** The page's image. */
  children: ReactNode;
  /** The zoomed image (the large source). */
  src: string;
  alt: string;
  title: string;
}

export function ImageZoom({ children, src, alt, title }: ImageZoomProps) {
  const [zoom, setZoom] = useState<'closed' | 'open' | 'loaded'>('closed');
  // Shown from the first render; hidden 3000 ms after the page becomes interactive.
  const [hint, setHint] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setHint(false), TAP_TO_ZOOM_HINT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.wrap}>
      {/* The button below is the keyboard path; a click or tap on the image is a shortcut. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.image} onClick={() => setZoom('open')}>
        {children}
      </div>
      <div className={styles.bar}>
        <Button ref={buttonRef} variant="secondary" size="small" onClick={() => setZoom('open')}>
          Zoom image
        </Button>
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
