/**
 * Express checkout (spec 2 and 4): the device wallet's 'Buy with' button (the design system's
 * ExpressCheckoutButtons), the account wallet's button (rendered by its SDK, or the simulator, into
 * a container), and the wallet error, which clears itself. Only renders what useExpressCheckout
 * decides.
 */
import { useId, type RefObject } from 'react';
import { ExpressCheckoutButtons, InlineAlert, type WalletState } from '@cairnfield/design-system';
import type { ExpressCheckoutState } from '../hooks/useExpressCheckout';
import { FULFILMENT_LABELS } from '../purchase/wallet/fulfilmentChoice';
import * as styles from './sections.css';
import { accountWalletBox, DeviceWalletSpace, ExpressCheckoutGroup } from './WalletSpace';

/** The wallets' names and labels (spec 2: 'Buy with' plus the device wallet's name or mark). */
export const WALLET_LABELS = {
  deviceWalletName: 'Apple Pay',
  deviceWalletLabel: 'Buy with',
  accountWalletName: 'PayPal',
  accountWalletLabel: 'Pay with',
  busyLabel: 'Starting checkout',
} as const;

export interface ExpressCheckoutProps {
  express: ExpressCheckoutState;
  /** The account wallet's SDK renders its button in here. */
  accountContainerRef: RefObject<HTMLDivElement | null>;
  /** Add to cart is running, or the selection cannot be bought now: the wallets wait. */
  blocked: boolean;
}

export function ExpressCheckout({ express, accountContainerRef, blocked }: ExpressCheckoutProps) {
  const deviceState: WalletState =
    express.device !== 'available'
      ? 'hidden'
      : express.running === 'account' || blocked
        ? 'disabled'
        : 'available';
  // Until the browser says which wallets it has, the expected ones keep their space (no shift).
  const reserveDevice = express.device === 'unknown' && express.expected.device;
  const reserveAccount = express.account === 'unknown' && express.expected.account;
  const choiceName = useId();
  const { fulfilment } = express;
  const walletsShown = express.device === 'available' || express.account === 'available';
  return (
    <ExpressCheckoutGroup onIntent={express.onIntent} empty={!walletsShown && !express.error}>
      {walletsShown && fulfilment.choices.length > 0 ? (
        // Spec 9 fulfilment options for the wallets: native radios (APG radio group for free).
        <fieldset className={styles.fieldset} disabled={express.running !== null}>
          <legend className={styles.legend}>Express checkout delivery</legend>
          <div className={styles.variantList}>
            {fulfilment.choices.map((choice) => (
              <label key={choice} className={styles.variantOption}>
                <input
                  type="radio"
                  className={styles.variantInput}
                  name={choiceName}
                  value={choice}
                  checked={fulfilment.value === choice}
                  onChange={() => fulfilment.onChange(choice)}
                />
                {FULFILMENT_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <DeviceWalletSpace reserved={reserveDevice} />
      <ExpressCheckoutButtons
        deviceWallet={deviceState}
        accountWallet="hidden"
        deviceWalletBusy={express.running === 'device'}
        onDeviceWalletClick={express.onDeviceWalletClick}
        deviceWalletName={WALLET_LABELS.deviceWalletName}
        deviceWalletLabel={WALLET_LABELS.deviceWalletLabel}
        busyLabel={WALLET_LABELS.busyLabel}
        groupLabel="Device wallet"
      />
      <div
        ref={accountContainerRef}
        {...accountWalletBox(reserveAccount || express.account === 'available')}
      />
      {express.error ? (
        <InlineAlert tone="error" role="alert">
          {express.error}
        </InlineAlert>
      ) : null}
    </ExpressCheckoutGroup>
  );
}
