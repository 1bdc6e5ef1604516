/**
 * Where the express checkout goes in the purchase panel. The wallets only show once the browser
 * says which it has, after hydration, so their code is not in the first load: the server and the
 * first render show the space of the wallets expected (no shift when they come), and the
 * express checkout's chunk (ExpressCheckoutSlot, with the wallet flows) loads after hydration.
 */
import { ALL_EXPRESS_OPTIONS, expectedWallets } from '../purchase/expressOptions';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import type { ExpressCheckoutSlotProps } from './ExpressCheckoutSlot';
import { accountWalletBox, DeviceWalletSpace, ExpressCheckoutGroup } from './WalletSpace';

/** The wallets' space before they are known: the same boxes ExpressCheckout keeps meanwhile. */
function ExpectedWalletSpace({ input }: ExpressCheckoutSlotProps) {
  const expected = expectedWallets(input.config.wallets, input.options ?? ALL_EXPRESS_OPTIONS);
  return (
    <ExpressCheckoutGroup>
      <DeviceWalletSpace reserved={expected.device} />
      <div {...accountWalletBox(expected.account)} />
    </ExpressCheckoutGroup>
  );
}

export const ExpressCheckoutArea = lazyWithRetry<ExpressCheckoutSlotProps>(
  () => import('./ExpressCheckoutSlot'),
  { label: 'the express checkout', fallback: (props) => <ExpectedWalletSpace {...props} /> },
);
