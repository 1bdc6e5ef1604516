import { InlineAlert } from '@cairnfield/design-system';
import { fieldElementId, PURCHASE_IDS, type FormFieldError } from '../purchase/formFields';
import { usePageText } from '../i18n/usePageText';
import { NOJS_TEXT } from '../purchase/messages';
import * as styles from './sections.css';

/**
 * The posted form's problems (no JavaScript): one alert listing each, each a link to its field;
 * the post's redirect lands here (its id is the fragment).
 */
export function FormErrorSummary({ errors }: { errors: readonly FormFieldError[] }) {
  const title = usePageText('noJs', NOJS_TEXT).summaryTitle;
  if (errors.length === 0) return null;
  return (
    <div id={PURCHASE_IDS.result} tabIndex={-1} className={styles.problems}>
      <InlineAlert tone="error" title={title}>
        <ul className={styles.problemList}>
          {errors.map((error) => (
            <li key={error.field}>
              <a href={`#${fieldElementId(error.field)}`}>{error.message}</a>
            </li>
          ))}
        </ul>
      </InlineAlert>
    </div>
  );
}
