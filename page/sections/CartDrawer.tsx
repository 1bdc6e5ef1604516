/**
 * The cart drawer (spec 4): a Radix dialog as a side sheet, loaded only when the
 * configuration asks for it (CART_CONFIRMATION=drawer) and something was added. It shows the cart's
 * lines, the subtotal, the free-shipping progress, and links to the cart and to checkout.
 *
 * The "added" sentence is announced from a live region inside the dialog: a modal dialog hides the
 * rest of the page from assistive technology, so an announcement outside it would be cut off.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type RefObject } from 'react';
import {
  Button,
  Link,
  PortalTheme,
  Price,
  usePortalContainer,
  visuallyHidden,
} from '@cairnfield/design-system';
import type { CartDetails, FreeShippingProgress } from '../purchase/cartDrawer';
import { egiftDesignLine, egiftSendLine } from '../purchase/eGiftLines';
import { usePageText } from '../i18n/usePageText';
import { CART_DRAWER_TEXT } from '../purchase/cartDrawerText';
import { EnglishPart, TranslatedPart, usePageFormatters } from '../i18n/parts';
import * as styles from './CartDrawer.css';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Cairnfield Gift Card: 2 × $50.00 has been added to your cart.' */
  announcement: string;
  details: CartDetails | null;
  freeShipping: FreeShippingProgress | null;
  cartUrl: string;
  checkoutUrl: string;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function CartDrawer({
  open,
  onOpenChange,
  announcement,
  details,
  freeShipping,
  cartUrl,
  checkoutUrl,
  returnFocusRef,
}: CartDrawerProps) {
  const { money } = usePageFormatters();
  const text = usePageText('cartDrawer', CART_DRAWER_TEXT);
  // The live region exists first, then receives the text: screen readers announce changes.
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setSpoken(announcement), 150);
    return () => {
      clearTimeout(timer);
      setSpoken('');
    };
  }, [open, announcement]);

  const portalContainer = usePortalContainer();

  // Translated, but rendered from the page's English <main>: it says its language (WCAG 3.1.2),
  // except the eGift lines' details and the free-shipping line, not translated yet.
  return (
    <TranslatedPart portalled>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        {/* Themed where it renders (the design system's portal container, else <body>). */}
        <Dialog.Portal container={portalContainer}>
          <PortalTheme>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={styles.sheet}
              aria-modal="true"
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                const target = returnFocusRef.current;
                if (target) {
                  event.preventDefault();
                  target.focus();
                }
              }}
            >
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="secondary" size="small">
                    {text.close} <span className={visuallyHidden}>{text.closeHidden}</span>
                  </Button>
                </Dialog.Close>
              </div>
              <p role="status" className={styles.announcement}>
                {spoken}
              </p>
              {details === null ? (
                <p>{text.loading}</p>
              ) : details.lines.length === 0 ? (
                <p>{text.empty}</p>
              ) : (
                <ul className={styles.lines} aria-label={text.lines}>
                  {details.lines.map((line) => (
                    <li key={line.id} className={styles.line}>
                      <span>
                        {line.name}: {line.quantity} × {money(line.unitAmount)}
                        {line.egift ? (
                          <EnglishPart>
                            <span className={styles.egiftDetails}>
                              {line.egift.recipients.length > 0
                                ? `To ${line.egift.recipients.join(', ')}. `
                                : ''}
                              {line.egift.designName
                                ? `${egiftDesignLine(line.egift.designName)}. `
                                : ''}
                              {egiftSendLine(line.egift.sendDate)}
                            </span>
                          </EnglishPart>
                        ) : null}
                      </span>
                      <Price amount={line.total} />
                    </li>
                  ))}
                </ul>
              )}
              {details ? (
                <p className={styles.subtotal}>
                  <span>{text.subtotal}</span>
                  <Price amount={details.subtotal} />
                </p>
              ) : null}
              {freeShipping ? (
                <EnglishPart>
                  <div>
                    <p id="cart-drawer-free-shipping">{freeShipping.message}</p>
                    <progress
                      className={styles.progress}
                      max={100}
                      value={freeShipping.percent}
                      aria-labelledby="cart-drawer-free-shipping"
                    />
                  </div>
                </EnglishPart>
              ) : null}
              <div className={styles.actions}>
                <Link href={checkoutUrl} variant="standalone">
                  {text.checkout}
                </Link>
                <Link href={cartUrl} variant="standalone">
                  {text.viewCart}
                </Link>
              </div>
            </Dialog.Content>
          </PortalTheme>
        </Dialog.Portal>
      </Dialog.Root>
    </TranslatedPart>
  );
}
