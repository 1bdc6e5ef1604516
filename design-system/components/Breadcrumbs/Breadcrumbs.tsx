import type { Ref } from 'react';
import * as styles from './Breadcrumbs.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { breadcrumbsMessages } from './Breadcrumbs.messages';
import { LineIcon } from '../_shared/LineIcon';

export interface BreadcrumbItem {
  /** Text of the crumb. */
  label: string;
  /** Where it leads; ignored on the last crumb, which is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail, from the home page to the current page (the page builds it). */
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. @default the 'Breadcrumbs.label' message ('Breadcrumb') */
  label?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A breadcrumb trail (APG Breadcrumb): a `nav` labelled 'Breadcrumb' holding an ordered list; the
 * separators are hidden from assistive technology, and the last crumb is the current page
 * (aria-current="page"), shown as text, not a link.
 */
export function Breadcrumbs({
  items,
  label,
  className,
  ref,
}: BreadcrumbsProps & { ref?: Ref<HTMLElement> }) {
  return (
    <nav
      ref={ref}
      aria-label={useMessages(breadcrumbsMessages, { 'Breadcrumbs.label': label }).format(
        'Breadcrumbs.label',
      )}
      className={className}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <LineIcon
                  className={styles.separator}
                  viewBoxSize={12}
                  d="M4 2l4 4-4 4"
                  strokeWidth={1.5}
                />
              ) : null}
              {isCurrent ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
