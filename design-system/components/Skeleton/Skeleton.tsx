import { type CSSProperties, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './Skeleton.css';
import { cx } from '../../css/cx';

export type SkeletonShape = (typeof styles.skeletonShapes)[number];

export interface SkeletonProps {
  /** 'text' lines, a 'rect' block or a 'circle'. @default 'rect' */
  shape?: SkeletonShape;
  /** Width of the final content (CSS length or px), reserved now. @default '100%' */
  width?: CSSProperties['width'];
  /** Height of the final content (CSS length or px); for 'text', of one line. @default '1.5rem' ('1em' for text) */
  height?: CSSProperties['height'];
  /** Number of lines for 'text'; the last is shorter. @default 1 */
  lines?: number;
  /** Hidden status text, e.g. 'Loading…'; leave out when something else announces loading. */
  loadingLabel?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A loading placeholder (e.g. while inventory loads): grey shapes, hidden from assistive technology,
 * that take the final content's size so nothing moves when it arrives, plus an optional hidden
 * 'Loading…' status. It does not shimmer under reduced motion.
 */
export function Skeleton({
  shape = 'rect',
  width = '100%',
  height,
  lines = 1,
  loadingLabel,
  className,
  ref,
}: SkeletonProps & { ref?: Ref<HTMLDivElement> }) {
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const shapeHeight = height ?? (shape === 'text' ? '1em' : '1.5rem');
  return (
    <div ref={ref} className={cx(styles.root, className)} style={{ width }} data-testid="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={styles.shape({ shape })}
          style={{
            height: shapeHeight,
            width:
              shape === 'circle' ? shapeHeight : count > 1 && i === count - 1 ? '60%' : undefined,
          }}
        />
      ))}
      {loadingLabel ? (
        <span role="status" className={visuallyHidden}>
          {loadingLabel}
        </span>
      ) : null}
    </div>
  );
}

export { skeletonShapes } from './Skeleton.css';
