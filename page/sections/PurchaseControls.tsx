import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { PURCHASE_IDS } from '../purchase/formFields';
import * as styles from './sections.css';

/**
 * The purchase controls' container. While add to cart is offered it is a real form: without
 * JavaScript it posts to the page server (post/redirect/get); with JavaScript the submit runs the
 * add-to-cart flow instead. Out of stock (spec 4: add to cart suppressed) nothing can be
 * submitted, so the controls are not a form: a form without a submit button fails WCAG technique
 * H32 (HTML_CodeSniffer H32.2) and offers nothing a shopper can do. The back-in-stock block has
 * its own form.
 *
 * A tap made before the page showed add to cart unavailable was made on the server's page, whose
 * button posts: React hydrates for that tap, and the page may not be able to add yet (its stock
 * check still under way). The browser's own post then goes ahead (the page server checks it all)
 * rather than the tap being swallowed; once that post is under way, no add starts beside it. A
 * tap on the button once it shows unavailable (and why) does nothing. Once this page has started
 * an add itself, no post goes beside it either: a second tap may find the button busy (not able to
 * add) before React has shown the page as interactive (useHydrated's switch is a transition the
 * first tap's own update runs ahead of), and its post would add again under the page's key. A
 * double click is one tap: its second click (the click's `detail`, counted by the browser with
 * the system's double-click interval) does nothing, even when the first add has finished by the
 * time the page gets to it.
 */
export function PurchaseControls({
  submittable,
  action,
  canAdd,
  onAdd,
  onIntent,
  children,
}: {
  /** Add to cart is shown (the form has its submit button). */
  submittable: boolean;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The page can add now (with JavaScript); otherwise the button says why. */
  canAdd: boolean;
  /** The add, with JavaScript (the browser's own submit is prevented). */
  onAdd: () => void;
  /** The shopper reached for the controls (a pointer down or focus in them): prepare the add. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  // When the page first showed add to cart unavailable (the button's aria-disabled), or null.
  const unavailableSince = useRef<number | null>(null);
  useLayoutEffect(() => {
    unavailableSince.current =
      hydrated && !canAdd ? (unavailableSince.current ?? performance.now()) : null;
  }, [hydrated, canAdd]);
  // When the last tap (or Enter's click) happened: the input's own time, not its handling's.
  const tappedAt = useRef(0);
  const posting = useRef(false);
  // This page has run an add itself (with JavaScript): from then on it adds only that way.
  const addedHere = useRef(false);
  // The last click in the form was a double click's second (or a triple's third) click.
  const repeatedClick = useRef(false);
  // The post's answer replaced this page; come back to it (back-forward cache), it adds again.
  useEffect(() => {
    const reset = () => (posting.current = false);
    window.addEventListener('pagehide', reset);
    return () => window.removeEventListener('pagehide', reset);
  }, []);
  if (!submittable) return <div className={styles.purchaseForm}>{children}</div>;
  return (
    // The form's pointer, focus and click handlers only prepare the add and note when the submit
    // button was pressed (keyboard too); the controls inside are the interactive elements.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <form
      id={PURCHASE_IDS.form}
      method="post"
      action={action}
      noValidate
      className={styles.purchaseForm}
      onPointerDown={onIntent}
      onFocus={onIntent}
      // Not an interaction of its own: the time of a click on the submit button, read on submit.
      onClick={(event) => {
        tappedAt.current = event.timeStamp;
        repeatedClick.current = event.detail > 1;
      }}
      onSubmit={(event) => {
        // React bubbles events through portals: a form in a dialog opened from these controls
        // (the store picker's search) reaches this handler too. Only this form's own submit adds
        // to the cart.
        if (event.target !== event.currentTarget) return;
        // A double click is one tap: its second click neither adds nor posts, however long the
        // page took to get to it (the first add may have finished by then) and whether or not
        // the first was seen here (it may have posted before the form was hydrated).
        const repeated = repeatedClick.current;
        repeatedClick.current = false;
        if (repeated) {
          event.preventDefault();
          return;
        }
        const since = unavailableSince.current;
        if (
          !canAdd &&
          !posting.current &&
          !addedHere.current &&
          (since === null || tappedAt.current <= since)
        ) {
          posting.current = true;
          return;
        }
        event.preventDefault();
        if (canAdd && !posting.current) {
          addedHere.current = true;
          onAdd();
        }
      }}
    >
      {children}
    </form>
  );
}
