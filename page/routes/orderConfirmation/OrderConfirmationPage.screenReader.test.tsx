// What a screen reader says on the confirmation page the accessibility audit visits (after a
// wallet order): Guidepup's virtual screen reader reads the page as jsdom renders it, compared
// with the reviewed transcript under __transcripts__/ (`npx vitest run --project unit -u
// page/routes/orderConfirmation/OrderConfirmationPage.screenReader.test.tsx` rewrites it after an
// intended change: review the diff).
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../config';
import { WALLET_ORDER as ORDER } from '../../test/walletOrder';
import { readUntil, startReading, stopReading, transcript } from '../../test/screenReader';
import OrderConfirmationPage from './OrderConfirmationPage';

afterEach(stopReading);

describe('the confirmation page, as a screen reader says it (a11y contracts)', () => {
  it('given a wallet order, should read the order number, items, recipients, address and totals', async () => {
    render(
      <OrderConfirmationPage
        data={{ kind: 'orderConfirmation', order: ORDER, config: defaultPublicConfig }}
      />,
    );
    await startReading(document.body);
    const said = await readUntil('heading, Thank you for your order', 'end of region');
    await expect(transcript('Confirmation page after a wallet order', said)).toMatchFileSnapshot(
      './__transcripts__/wallet-order.txt',
    );
  });
});
