import type { ReactNode } from 'react';
import { visuallyHidden } from '@cairnfield/design-system';
import { useCart } from '../hooks/useCart';
import { useProfile } from '../hooks/useProfile';
import type { Shopper } from '../storefront/shopper';
import { CART_URL } from '../routing/paths';
import { GUEST } from '../storefront/guest';
import * as styles from './Shell.css';
import { EnglishPart } from '../i18n/parts';

export const MAIN_ID = 'main-content';

/**
 * Greeting and cart link; both are per shopper, so they fill in after hydration, except the count
 * a page already read on the server (the cart page's).
 */
function ShopperLinks({ shopper, knownCount }: { shopper: Shopper; knownCount: number | null }) {
  const { cart } = useCart();
  const profile = useProfile(shopper);
  const count = knownCount ?? cart?.count ?? 0;
  return (
    <div className={styles.shopper}>
      <span className={styles.greeting}>
        {profile?.firstName ? `Hi, ${profile.firstName}` : ''}
      </span>
      <a className={styles.cartLink} href={CART_URL}>
        Cart
        {/* The badge keeps its width whether or not the count is known: no shift. */}
        <span className={styles.cartCount} aria-hidden="true">
          {count > 0 ? count : ''}
        </span>
        <span className={visuallyHidden}>
          {count > 0 ? `, ${count} ${count === 1 ? 'item' : 'items'}` : ''}
        </span>
      </a>
    </div>
  );
}

/** The storefront frame around every page: skip link, header, main landmark, footer. */
export function Shell({
  children,
  shopper,
  cartCount = null,
}: {
  children: ReactNode;
  shopper: Shopper | null;
  /** The cart's count when the server knows it (the cart page). */
  cartCount?: number | null;
}) {
  // Not translated yet: on a page in another language they say they are English (WCAG 3.1.2).
  return (
    <>
      <EnglishPart>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          Skip to main content
        </a>
      </EnglishPart>
      <EnglishPart>
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <a className={styles.brand} href="/">
              Cairnfield Outfitters
            </a>
            <ShopperLinks shopper={shopper ?? GUEST} knownCount={cartCount} />
          </div>
        </header>
      </EnglishPart>
      {/* On a page in another language, its translated parts say so (the purchase panel). */}
      <EnglishPart>
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </EnglishPart>
      <EnglishPart>
        <footer className={styles.footer}>
          <p>Cairnfield Outfitters is a fictional shop. Demo only.</p>
        </footer>
      </EnglishPart>
    </>
  );
}
