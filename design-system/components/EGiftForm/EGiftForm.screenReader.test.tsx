import { describe, expect, it } from 'vitest';
import { EGiftForm } from './EGiftForm';
import { TEST_FORM_PROPS } from './eGiftTestRules';
import { renderWithTheme } from '../../test/render';
import { nextTo, previousTo, startReader, transcript, virtual } from '../../test/screenReader';

describe('EGiftForm, as a screen reader says it', () => {
  it('should say each field with its group, and the error of a field left empty', async () => {
    const { container } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} senderLegend="Sender" />);
    await startReader(container);
    await nextTo('textbox, Email Address');
    await virtual.type('sam.lee@example');
    // Leaving the field checks it (Tab moves focus; the reader follows).
    await virtual.press('Tab');
    await nextTo('textbox, First Name');
    await virtual.previous();
    await previousTo('textbox, Email Address');
    for (let i = 0; i < 4; i += 1) await virtual.next();
    await expect(await transcript('EGiftForm: an invalid sender address')).toMatchFileSnapshot(
      './__transcripts__/sender-email-error.txt',
    );
  });
});
