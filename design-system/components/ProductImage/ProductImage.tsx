import type { Ref } from 'react';
import { imageSwitchWidth } from '../../css/breakpoints';
import * as styles from './ProductImage.css';
import { cx } from '../../css/cx';

/**
 * Gift card art has the proportions of a payment card (ISO/IEC 7810 ID-1: 85.60 × 53.98 mm, about
 * 1.586:1), so that is the default: the art fills the frame without letterboxing.
 */
export const cardAspectRatio = 85.6 / 53.98;

/** The media query of the large source (the image switches at the desktop breakpoint). */
export const largeImageMedia = `(min-width: ${imageSwitchWidth}px)`;

export interface ProductImageProps {
  /** Image for viewports under 1024 px (and the fallback). */
  src: string;
  /** Image for viewports of 1024 px and wider. @default src */
  largeSrc?: string;
  /** Text alternative; required (use '' only for a purely decorative copy). */
  alt: string;
  /** Width ÷ height of the frame; the box is reserved before the image loads. @default 85.6 / 53.98 (a card) */
  aspectRatio?: number;
  /** Intrinsic width attribute, for layout before load. @default 800 */
  width?: number;
  /** Intrinsic height attribute. @default width ÷ aspectRatio, rounded */
  height?: number;
  /** 'eager' for the page's main image. @default 'lazy' */
  loading?: 'eager' | 'lazy';
  /** 'high' for the page's main image (the LCP element). @default 'auto' */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * The `sizes` hint, written only on a source whose `srcSet` has width descriptors ('a.jpg 960w'):
   * HTML allows `sizes` nowhere else (the W3C Nu HTML Checker reports it as an error).
   */
  sizes?: string;
  /** Extra class on the frame. */
  className?: string;
}

/** True when a srcset names its candidates by width ('a.jpg 480w, b.jpg 960w'). */
function hasWidthDescriptor(srcSet: string): boolean {
  return /\s\d+w\s*(?:,|$)/.test(srcSet);
}

/**
 * A product image: `<picture>` with one `<source>` for 1024 px and up and an `<img>` for smaller
 * screens (and browsers without picture support), in a frame of fixed aspect ratio.
 */
export function ProductImage({
  src,
  largeSrc,
  alt,
  aspectRatio = cardAspectRatio,
  width = 800,
  height,
  loading = 'lazy',
  fetchPriority = 'auto',
  sizes,
  className,
  ref,
}: ProductImageProps & { ref?: Ref<HTMLImageElement> }) {
  return (
    <picture className={cx(styles.frame, className)} style={{ aspectRatio: String(aspectRatio) }}>
      {largeSrc ? (
        <source
          media={largeImageMedia}
          srcSet={largeSrc}
          sizes={hasWidthDescriptor(largeSrc) ? sizes : undefined}
        />
      ) : null}
      <img
        ref={ref}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height ?? Math.round(width / aspectRatio)}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
