import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TextField } from './TextField';
import { renderWithTheme } from '../../test/render';
import { next, nextTo, settle, startReader, transcript } from '../../test/screenReader';

describe('TextField, as a screen reader says it', () => {
  it('should say the label, the hint and the count with the field, and announce the limit once typing pauses', async () => {
    // The CounterNearLimit story's props (stories/design-system/TextField.stories.tsx).
    const { container, user } = renderWithTheme(
      <TextField
        label="Message (optional)"
        multiline
        rows={3}
        maxLength={30}
        showCounter
        counterLabel="Max {{maxChars}} characters"
        counterAnnounceThreshold={5}
        counterAnnounceDelayMs={300}
      />,
    );
    await startReader(container);
    await nextTo('textbox, Message (optional)');
    await user.type(
      screen.getByRole('textbox', { name: 'Message (optional)' }),
      'See you at the summit, Sam & Kai',
    );
    await settle((phrase) => phrase.startsWith('polite: Character limit reached'));
    // Read the field again and on to its counter, as a shopper checking what was typed.
    await nextTo('textbox, Message (optional)');
    await next(4);
    await expect(
      await transcript('TextField: typing to the limit of a message with a counter'),
    ).toMatchFileSnapshot('./__transcripts__/counter-limit.txt');
  });

  it('should say a required field’s error with it, and that it is invalid', async () => {
    // The Invalid story's props.
    const { container } = renderWithTheme(
      <TextField label="First Name" required error="Please enter your first name." />,
    );
    await startReader(container);
    await nextTo('textbox, First Name');
    await expect(await transcript('TextField: a required field left empty')).toMatchFileSnapshot(
      './__transcripts__/invalid.txt',
    );
  });
});
