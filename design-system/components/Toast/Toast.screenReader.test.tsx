import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Toast, ToastProvider, ToastViewport } from './Toast';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../../test/render';
import { next, nextTo, settle, startReader, transcript, virtual } from '../../test/screenReader';

/** The stories' add-to-cart page (stories/design-system/Toast.stories.tsx). */
function AddToCartPage() {
  const [shown, setShown] = useState(0);
  return (
    <ToastProvider duration={5000}>
      <Button onClick={() => setShown((n) => n + 1)}>Add to cart</Button>
      {shown > 0 ? (
        <Toast
          key={shown}
          title="Added to cart"
          description="Cairnfield Outfitters Gift Card, $25.00"
          link={{ href: '/shop/cart', label: 'View cart' }}
        />
      ) : null}
      <ToastViewport />
    </ToastProvider>
  );
}

describe('Toast, as a screen reader says it', () => {
  it('should announce the toast politely when it appears, without moving focus', async () => {
    renderWithTheme(<AddToCartPage />);
    // The viewport is portalled to the end of <body>: the reader reads the whole document.
    await startReader(document.body);
    await nextTo('button, Add to cart');
    await virtual.act();
    // The announcement comes two frames after the toast's status region first appears.
    await settle((phrase) => phrase.startsWith('polite: Notification'));
    await next(6);
    await expect(await transcript('Toast: Add to cart shows the toast')).toMatchFileSnapshot(
      './__transcripts__/announce.txt',
    );
  });
});
