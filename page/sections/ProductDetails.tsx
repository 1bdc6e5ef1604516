/**
 * The Details section (spec 2): long description (sanitised HTML), feature benefits,
 * specifications as 'name: value' lines, what's in the box, legal disclaimer, manuals and the law
 * label as file links, and state restrictions joined by commas.
 */
import { useId, type ReactNode } from 'react';
import { Link } from '@cairnfield/design-system';
import type { ProductDetails as Details } from '../domain';
import * as styles from './sections.css';

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.detailsBlock}>
      <h3 id={id} className={styles.detailsHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ProductDetails({ details }: { details: Details }) {
  const files = [...details.manuals, ...(details.lawLabel ? [details.lawLabel] : [])];
  return (
    <div className={styles.panel}>
      {details.longDescription ? (
        // Sanitised where it entered the page (sanitizeHtml at reshape time, server or browser).
        <div
          className={styles.description}
          dangerouslySetInnerHTML={{ __html: details.longDescription }}
        />
      ) : null}
      {details.featureBenefits.length > 0 ? (
        <Block title="Features and benefits">
          <ul className={styles.detailsList}>
            {details.featureBenefits.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {details.specifications.length > 0 ? (
        <Block title="Specifications">
          <ul className={styles.plainList}>
            {details.specifications.map((s) => (
              <li key={s.name}>{`${s.name}: ${s.value}`}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {details.whatsInTheBox.length > 0 ? (
        <Block title="What's in the box">
          <ul className={styles.detailsList}>
            {details.whatsInTheBox.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {files.length > 0 ? (
        <Block title="Manuals and documents">
          <ul className={styles.plainList}>
            {files.map((file) => (
              <li key={file.href}>
                <Link href={file.href} variant="standalone">
                  {file.label}
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {details.stateRestrictions.length > 0 ? (
        <Block title="Shipping restrictions">
          <p>Does not ship to: {details.stateRestrictions.join(', ')}</p>
        </Block>
      ) : null}
      {details.legalDisclaimer ? (
        <Block title="Legal disclaimer">
          <p className={styles.legal}>{details.legalDisclaimer}</p>
        </Block>
      ) : null}
    </div>
  );
}
