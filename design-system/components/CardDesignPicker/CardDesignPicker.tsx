import { useId } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useControllableState } from '../_shared/useControllableState';
import { FieldError } from '../Field/FieldError';
import * as styles from './CardDesignPicker.css';
import { cx } from '../../css/cx';

export interface CardDesign {
  /** Sent with the form (the radio's value). */
  id: string;
  /** Visible name under the image; the radio's accessible name. */
  name: string;
  /** The card's image; decorative, since the name says which design it is. */
  imageUrl: string;
  /**
   * The name's language when it is not the part's (a shop's name in English on a page in French):
   * its `lang`, so a screen reader reads it in that language (WCAG 3.1.2).
   */
  lang?: string;
}

export interface CardDesignPickerProps {
  /** The group's visible legend (its accessible name). */
  legend: string;
  designs: readonly CardDesign[];
  /** Controlled choice (a design id, or '' for none). */
  value?: string;
  /** Initial choice when uncontrolled. @default '' */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** The radios' form name. @default 'design' */
  name?: string;
  /** Error message, tied to the group. */
  error?: string | null;
  /** Id of the first radio (e.g. an error summary's link target). @default generated */
  id?: string;
  className?: string;
}

/**
 * A choice of card designs: a radio group of images with their names, built on native radios in a
 * fieldset, so it behaves as the APG radio group does (one tab stop, arrow keys move and select,
 * Space selects) and posts without JavaScript. Images are lazy and decorative.
 */
export function CardDesignPicker({
  legend,
  designs,
  value,
  defaultValue = '',
  onValueChange,
  name = 'design',
  error = null,
  id: idProp,
  className,
}: CardDesignPickerProps) {
  const autoId = useId();
  const baseId = idProp ?? `${autoId}-design`;
  const errorId = `${baseId}-error`;
  const [checked, setChecked] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <fieldset className={cx(styles.root, className)} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {designs.map((design, index) => {
          const optionId = index === 0 ? baseId : `${baseId}-${design.id}`;
          return (
            <label key={design.id} htmlFor={optionId} className={styles.option}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={design.id}
                checked={checked === design.id}
                onChange={() => setChecked(design.id)}
                className={cx(styles.radio, visuallyHidden)}
              />
              <img
                src={design.imageUrl}
                alt=""
                width={160}
                height={101}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
              <span className={styles.name} lang={design.lang}>
                {design.name}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
