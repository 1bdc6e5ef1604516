import { useId } from 'react';
import { Link } from '@cairnfield/design-system';
import type { ErrorPageData } from './data';
import * as styles from '../../layout/page.css';

/** 404 and 5xx pages: a clear message and a way on (never a blank page). */
export default function ErrorPage({ data }: { data: ErrorPageData }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {data.title}
      </h1>
      <p className={styles.lead}>{data.message}</p>
      <ul className={styles.list}>
        {data.retryHref ? (
          <li>
            <Link href={data.retryHref} variant="standalone" className={styles.link}>
              Try again
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/" variant="standalone" className={styles.link}>
            Back to all gift cards
          </Link>
        </li>
      </ul>
    </section>
  );
}
