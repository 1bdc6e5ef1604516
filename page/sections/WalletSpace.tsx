/**
 * The express checkout's frame and the boxes its wallets keep before their buttons show, shared by
 * the server-rendered placeholder (ExpressCheckoutArea) and the express checkout itself, so the
 * space they hold is the same and nothing shifts when one replaces the other.
 */
import type { ReactNode } from 'react';
import type { ExpectedWallets } from '../purchase/expressOptions';
import * as styles from './sections.css';
import { EnglishPart } from '../i18n/parts';

/**
 * The express checkout's frame. It is a group named 'Express checkout' only while it holds
 * something a shopper can perceive (a wallet, its delivery choice, its error): with no wallet (or
 * only the hidden boxes kept for wallets expected) a screen reader would announce an empty group.
 */
export function ExpressCheckoutGroup({
  children,
  onIntent,
  empty = false,
}: {
  children: ReactNode;
  /** A wallet may be wanted: the pointer came over the group, focus came into it, or a touch. */
  onIntent?: () => void;
  /** Nothing in it shows to a shopper yet: no group role, no name. */
  empty?: boolean;
}) {
  // Not translated yet: on a page in another language it says it is English (WCAG 3.1.2).
  return (
    <EnglishPart>
      <div
        className={styles.fieldGroup}
        role={empty ? undefined : 'group'}
        aria-label={empty ? undefined : 'Express checkout'}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
      >
        {children}
      </div>
    </EnglishPart>
  );
}

/** The device wallet's box while the browser has not said whether it has one. */
export function DeviceWalletSpace({ reserved }: { reserved: boolean }) {
  return reserved ? <div className={styles.walletSpace} aria-hidden="true" /> : null;
}

/**
 * The account wallet's container: its SDK renders the button into it a moment after it is known
 * to be available, so the box keeps its space while it is expected and while it fills.
 */
export function accountWalletBox(shown: boolean): { className?: string; hidden: boolean } {
  return shown ? { className: styles.walletSpace, hidden: false } : { hidden: true };
}

/** The wallets' space before they are known: the same boxes ExpressCheckout keeps meanwhile. */
export function ExpectedWalletSpace({ expected }: { expected: ExpectedWallets }) {
  return (
    // Only hidden boxes until the wallets are known: not yet a group a shopper meets.
    <ExpressCheckoutGroup empty>
      <DeviceWalletSpace reserved={expected.device} />
      <div {...accountWalletBox(expected.account)} />
    </ExpressCheckoutGroup>
  );
}
