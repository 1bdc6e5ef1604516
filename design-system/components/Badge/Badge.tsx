import type { Ref } from 'react';
import * as styles from './Badge.css';
import { cx } from '../../css/cx';

/** The theme's badge colour pairs (text on background at least 4.5:1). */
export type BadgeTone = styles.BadgeTone;
export const badgeTones = styles.badgeTones;

export interface BadgeProps {
  /** The badge's text. */
  label: string;
  /** Which of the theme's badge colour pairs it uses. */
  tone: BadgeTone;
  /** Extra class for layout. */
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small product badge, coloured from the theme's `badge` tokens; its text is the label. Which
 * badge a product shows (and its wording) is the shop's choice.
 */
export function Badge({ label, tone, className, ref }: BadgeProps) {
  return (
    <span ref={ref} data-tone={tone} className={cx(styles.badge({ tone }), className)}>
      {label}
    </span>
  );
}
