import { Link } from '@cairnfield/design-system';
import type { HomePageData } from './data';
import * as styles from '../../layout/page.css';

/**
 * GET /: links to every demo product page, each named by its product and described by what it
 * shows (routes/home/summary.ts: card type, quantity rule, out of stock).
 */
export default function HomePage({ data }: { data: HomePageData }) {
  return (
    <>
      <h1 className={styles.title}>Gift cards</h1>
      <p className={styles.lead}>Choose a Cairnfield Outfitters gift card.</p>
      <ul className={styles.list}>
        {data.products.map((p) => (
          <li key={p.slug}>
            <Link
              href={p.href}
              variant="standalone"
              className={styles.link}
              aria-describedby={p.summary ? `summary-${p.slug}` : undefined}
            >
              {p.name}
            </Link>
            {p.summary ? (
              <p id={`summary-${p.slug}`} className={styles.summary}>
                {p.summary}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
