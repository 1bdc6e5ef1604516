import { describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { QuickView } from './QuickView';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript, virtual } from '../../test/screenReader';

/** The Open story (stories/design-system/QuickView.stories.tsx): a button opens it from outside. */
function FromStrip() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" size="small" onClick={() => setOpen(true)}>
        Quick view
      </Button>
      <QuickView
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={button}
        name="Cairnfield eGift Card"
        image={{ src: '/images/egift-640.png', alt: 'Cairnfield eGift Card, front of the card' }}
        price={{ min: 1, max: 1500 }}
        rating={{ rating: 4.6, count: 128 }}
        ratingLabel="{{rating}} out of {{scale}} star rating. {{count}} total reviews."
        href="/p/cairnfield-egift-card"
        linkLabel="View full details"
        closeLabel="Close quick view"
      />
    </>
  );
}

describe('QuickView, as a screen reader says it', () => {
  it('should say the dialog by the product’s name, read its image, price, rating and link, and the button again on close', async () => {
    renderWithTheme(<FromStrip />);
    // The dialog is portalled to the end of <body>: the reader reads the whole document.
    await startReader(document.body);
    await nextTo('button, Quick view');
    await virtual.press('Enter');
    await nextTo('link, View full details');
    await virtual.press('Escape');
    await expect(
      await transcript('QuickView: open with Enter, read it, close with Escape'),
    ).toMatchFileSnapshot('./__transcripts__/open-close.txt');
  });
});
