import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { ExpressCheckoutButtons } from './ExpressCheckoutButtons';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript, virtual } from '../../test/screenReader';

/** The BothAvailable story, with the page's behaviour: one checkout runs at a time. */
function WalletButtons() {
  const [running, setRunning] = useState(false);
  return (
    <ExpressCheckoutButtons
      deviceWalletBusy={running}
      accountWallet={running ? 'disabled' : 'available'}
      onDeviceWalletClick={() => setRunning(true)}
    />
  );
}

describe('ExpressCheckoutButtons, as a screen reader says it', () => {
  it('should name the group and each wallet button, then say the started one busy and the other unavailable', async () => {
    const { container } = renderWithTheme(<WalletButtons />);
    await startReader(container);
    await nextTo('button, Buy with Apple Pay');
    await virtual.act();
    // The reader says the activated button again as it changes, then reads on to the other.
    await nextTo('button, Pay with PayPal');
    await expect(
      await transcript('ExpressCheckoutButtons: Buy with Apple Pay starts a checkout'),
    ).toMatchFileSnapshot('./__transcripts__/start-checkout.txt');
  });
});
