import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';
import * as styles from './field.css';
import { renderWithTheme } from '../../test/render';
import { nextTo, previousTo, startReader, transcript } from '../../test/screenReader';

/** A field as the components build one: its label, its control, and its error tied to it. */
function CardNumberField() {
  return (
    <div className={styles.field}>
      <label htmlFor="card-number" className={styles.label}>
        Gift card number
      </label>
      <input
        id="card-number"
        className={styles.control}
        defaultValue="1234"
        aria-invalid
        aria-describedby="card-number-error"
      />
      <FieldError id="card-number-error">Enter the 16 digits on the back of the card.</FieldError>
    </div>
  );
}

describe('FieldError, as a screen reader says it', () => {
  it('should say the error with its field (invalid), and the error line itself as text, its icon silent', async () => {
    const { container } = renderWithTheme(<CardNumberField />);
    await startReader(container);
    await nextTo('Enter the 16 digits');
    await previousTo('textbox, Gift card number');
    await expect(
      await transcript('Field: an invalid field, its error line, back to the field'),
    ).toMatchFileSnapshot('./__transcripts__/error.txt');
  });
});
