import { InlineAlert } from '@cairnfield/design-system';
import { fieldElementId, PURCHASE_IDS, type FormFieldError } from '../purchase/formFields';
import { usePageText } from '../i18n/usePageText';
import { NOJS_TEXT } from '../purchase/messages';
import { EnglishText } from '../i18n/parts';
import * as styles from './sections.css';

/**
 * The posted form's problems (no JavaScript): one alert listing each, each a link to its field;
 * the post's redirect lands here (its id is the fragment). The page server words the problems in
 * English (the spec's texts and the shop's): on a page in another language each says so.
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
              <a href={`#${fieldElementId(error.field)}`}>
                <EnglishText>{error.message}</EnglishText>
              </a>
            </li>
          ))}
        </ul>
      </InlineAlert>
    </div>
  );
}
