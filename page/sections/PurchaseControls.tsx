import type { ReactNode } from 'react';
import { PURCHASE_IDS } from '../purchase/formFields';
import * as styles from './sections.css';

/**
 * The purchase controls' container. While add to cart is offered it is a real form: without
 * JavaScript it posts to the page server (post/redirect/get); with JavaScript the submit runs the
 * add-to-cart flow instead. Out of stock (spec 4: add to cart suppressed) nothing can be
 * submitted, so the controls are not a form: a form without a submit button fails WCAG technique
 * H32 (HTML_CodeSniffer H32.2) and offers nothing a shopper can do. The back-in-stock block has
 * its own form.
 */
export function PurchaseControls({
  submittable,
  action,
  onSubmit,
  children,
}: {
  /** Add to cart is shown (the form has its submit button). */
  submittable: boolean;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The submit, with JavaScript (the browser's own submit is prevented). */
  onSubmit: () => void;
  children: ReactNode;
}) {
  if (!submittable) return <div className={styles.purchaseForm}>{children}</div>;
  return (
    <form
      id={PURCHASE_IDS.form}
      method="post"
      action={action}
      noValidate
      className={styles.purchaseForm}
      onSubmit={(event) => {
        // React passes a submit up its own tree, through portals: the form of a dialog opened
        // from these controls (the store picker's ZIP search) is not a purchase.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
