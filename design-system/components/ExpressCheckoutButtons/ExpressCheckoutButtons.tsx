import { type MouseEvent, type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { expressCheckoutButtonsMessages } from './ExpressCheckoutButtons.messages';
import * as styles from './ExpressCheckoutButtons.css';
import { cx } from '../../css/cx';

export type WalletState = (typeof styles.walletStates)[number];

export interface ExpressCheckoutButtonsProps {
  /** Device wallet button: shown, shown disabled (another checkout is running), or hidden (unavailable). @default 'available' */
  deviceWallet?: WalletState;
  /** Account wallet button, the same three states. @default 'available' */
  accountWallet?: WalletState;
  /** Called when the device wallet button is activated. */
  onDeviceWalletClick?: () => void;
  /** Called when the account wallet button is activated. */
  onAccountWalletClick?: () => void;
  /** The device wallet flow is running: spinner, aria-busy, clicks ignored. @default false */
  deviceWalletBusy?: boolean;
  /** The account wallet flow is running. @default false */
  accountWalletBusy?: boolean;
  /** Name of the device wallet, shown as its mark. @default 'Apple Pay' */
  deviceWalletName?: string;
  /** Name of the account wallet, shown as its mark. @default 'PayPal' */
  accountWalletName?: string;
  /** Visible text before the device wallet's mark. @default the 'ExpressCheckoutButtons.deviceWallet' message ('Buy with') */
  deviceWalletLabel?: string;
  /** Hidden text before the account wallet's mark. @default the 'ExpressCheckoutButtons.accountWallet' message ('Pay with') */
  accountWalletLabel?: string;
  /** Read while a button is busy. @default the 'ExpressCheckoutButtons.busy' message ('Starting checkout') */
  busyLabel?: string;
  /** Name of the group of buttons. @default the 'ExpressCheckoutButtons.group' message ('Express checkout') */
  groupLabel?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A neutral glyph: a rounded outline (the device or the wallet) with one detail drawn inside,
 * deliberately not any provider's logo.
 */
function Glyph({
  frame,
  children,
}: {
  frame: { x: number; y: number; width: number; height: number };
  children: ReactNode;
}) {
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect {...frame} rx={1.6} fill="none" stroke="currentColor" strokeWidth={1.5} />
      {children}
    </svg>
  );
}

/** A phone outline. */
const deviceGlyph = (
  <Glyph frame={{ x: 4, y: 1.5, width: 8, height: 13 }}>
    <path d="M7 12.2h2" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" />
  </Glyph>
);

/** A wallet outline with its clasp. */
const walletGlyph = (
  <Glyph frame={{ x: 1.5, y: 3.5, width: 13, height: 10 }}>
    <path d="M10.5 7.5h4v3h-4a1.5 1.5 0 010-3z" fill="currentColor" />
  </Glyph>
);

/** The wallet's mark: an image named by the wallet (its visible text is the same name). */
function Mark({ name, glyph, className }: { name: string; glyph: ReactNode; className?: string }) {
  return (
    <span role="img" aria-label={name} className={cx(styles.mark, className)}>
      {glyph}
      <span aria-hidden="true">{name}</span>
    </span>
  );
}

interface WalletButtonProps {
  wallet: 'device' | 'account';
  state: WalletState;
  busy: boolean;
  busyLabel: string;
  onClick?: () => void;
  children: ReactNode;
}

function WalletButton({
  wallet,
  state,
  busy,
  busyLabel,
  onClick,
  children,
  ref,
}: WalletButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.walletButton({ wallet })}
      disabled={state === 'disabled'}
      // Busy keeps focus on the button (aria-disabled, not disabled), as Button does.
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-wallet={wallet}
      data-state={busy ? 'busy' : state}
      data-disabled={busy || state === 'disabled' ? '' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      <span className={cx(styles.content, busy ? styles.contentHidden : undefined)}>
        {children}
      </span>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{busyLabel}</span>
        </>
      ) : null}
    </button>
  );
}

/**
 * Express checkout: a black device-wallet button reading 'Buy with' and the wallet's
 * mark, and a gold, rectangular, 50 px account-wallet button without tagline. Each can be available,
 * disabled while another checkout runs, busy, or hidden when the wallet is unavailable.
 */
export function ExpressCheckoutButtons({
  deviceWallet = 'available',
  accountWallet = 'available',
  onDeviceWalletClick,
  onAccountWalletClick,
  deviceWalletBusy = false,
  accountWalletBusy = false,
  deviceWalletName = 'Apple Pay',
  accountWalletName = 'PayPal',
  deviceWalletLabel,
  accountWalletLabel,
  busyLabel: busyLabelProp,
  groupLabel,
  className,
  ref,
}: ExpressCheckoutButtonsProps & { ref?: Ref<HTMLDivElement> }) {
  const messages = useMessages(expressCheckoutButtonsMessages, {
    'ExpressCheckoutButtons.deviceWallet': deviceWalletLabel,
    'ExpressCheckoutButtons.accountWallet': accountWalletLabel,
    'ExpressCheckoutButtons.busy': busyLabelProp,
    'ExpressCheckoutButtons.group': groupLabel,
  });
  const busyLabel = messages.format('ExpressCheckoutButtons.busy');
  if (deviceWallet === 'hidden' && accountWallet === 'hidden') return null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={messages.format('ExpressCheckoutButtons.group')}
      className={cx(styles.group, className)}
    >
      {deviceWallet !== 'hidden' ? (
        <WalletButton
          wallet="device"
          state={deviceWallet}
          busy={deviceWalletBusy}
          busyLabel={busyLabel}
          onClick={onDeviceWalletClick}
        >
          <span>{messages.format('ExpressCheckoutButtons.deviceWallet')}</span>
          <Mark name={deviceWalletName} glyph={deviceGlyph} />
        </WalletButton>
      ) : null}
      {accountWallet !== 'hidden' ? (
        <WalletButton
          wallet="account"
          state={accountWallet}
          busy={accountWalletBusy}
          busyLabel={busyLabel}
          onClick={onAccountWalletClick}
        >
          <span className={visuallyHidden}>
            {messages.format('ExpressCheckoutButtons.accountWallet')}{' '}
          </span>
          <Mark name={accountWalletName} glyph={walletGlyph} className={styles.accountMark} />
        </WalletButton>
      ) : null}
    </div>
  );
}

export { walletStates } from './ExpressCheckoutButtons.css';
