import { forwardRef } from 'react';
import { badgeLabels, type BadgeKey } from './badges';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** Which badge; pick one from several with `pickBadge(keys)`. */
  badge: BadgeKey;
  /** Text instead of the default label (e.g. from the content system). @default badgeLabels[badge] */
  label?: string;
  /** Extra class for layout. */
  className?: string;
}

/** A small product badge (spec 3), coloured from the theme's `badge` tokens; its text is the label. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { badge, label, className },
  ref,
) {
  return (
    <span
      ref={ref}
      data-badge={badge}
      className={[styles.badge({ badge }), className].filter(Boolean).join(' ')}
    >
      {label ?? badgeLabels[badge]}
    </span>
  );
});

export {
  badgeKeys,
  badgeLabels,
  badgePriority,
  pickBadge,
  toBadgeKey,
  type BadgeKey,
} from './badges';
