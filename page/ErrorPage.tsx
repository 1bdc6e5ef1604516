import type { ErrorPageData } from './pageData';
import * as styles from './IndexPage.css';

/** 404 and 5xx pages: a clear message and a way on (never a blank page). */
export function ErrorPage({ data }: { data: ErrorPageData }) {
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {data.title}
      </h1>
      <p className={styles.lead}>{data.message}</p>
      <ul className={styles.list}>
        {data.retryHref ? (
          <li>
            <a className={styles.link} href={data.retryHref}>
              Try again
            </a>
          </li>
        ) : null}
        <li>
          <a className={styles.link} href="/">
            Back to all gift cards
          </a>
        </li>
      </ul>
    </section>
  );
}
