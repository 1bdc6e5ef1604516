import * as styles from './field.css';

/**
 * A field's error line: text first (the icon is decoration), so the message never relies on colour.
 * Not a live region: it is tied to its field with aria-describedby and read with it, and on submit
 * focus moves to the first invalid field (a11y contract, "Forms").
 */
export function FieldError({
  id,
  lang,
  children,
}: {
  id: string;
  /** The message's language when it is not the part's (a server's English on a French page). */
  lang?: string | undefined;
  children: string;
}) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M8 4.25v4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="8" cy="11.5" r="1" fill="currentColor" />
      </svg>
      <span lang={lang}>{children}</span>
    </p>
  );
}
