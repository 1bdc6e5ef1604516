import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../../test/render';
import { next, nextTo, startReader, transcript, virtual } from '../../test/screenReader';

describe('Modal, as a screen reader says it', () => {
  it('should say the dialog with its title and description on open, and the trigger again on close', async () => {
    // The QuantityLimit story's props (stories/design-system/Modal.stories.tsx).
    renderWithTheme(
      <Modal
        title="Quantity limit reached"
        description="You can buy up to 50 gift cards in one order."
        trigger={<Button variant="secondary">Change quantity</Button>}
      >
        <p>
          For more than 50 cards, order <a href="/p/cairnfield-bulk-gift-card">bulk gift cards</a>.
        </p>
      </Modal>,
    );
    // The dialog is portalled to the end of <body>: the reader reads the whole document.
    await startReader(document.body);
    await nextTo('button, Change quantity');
    await virtual.press('Enter');
    await next(6);
    await virtual.press('Escape');
    await expect(
      await transcript('Modal: open with Enter, read it, close with Escape'),
    ).toMatchFileSnapshot('./__transcripts__/open-close.txt');
  });
});
