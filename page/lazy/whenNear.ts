/**
 * When a server-rendered part is about to be used: it comes within `rootMargin` of the viewport,
 * or the shopper reaches into it (a pointer over it, a touch, a press, focus inside it). Its code
 * can wait until then: a shopper who never scrolls that far never downloads it, and the page
 * hydrates without waiting for it.
 *
 * A click that lands before the part's code is there would be lost: React cannot hydrate the part
 * in the click, so it drops the event. `takeClick` keeps the last such click on a button inside
 * the part, to be replayed once the part has hydrated (its server HTML is hydrated in place, so
 * the button is the same element). React stops the propagation of a click it drops, so a click
 * that bubbles back up to the window was handled and is not kept. A link is left alone: the
 * browser follows it.
 */
import { INTENT_EVENTS } from './firstIntent';
import { listenShared } from './sharedListener';

export interface Approach {
  /** Resolves once the part is near or reached (at once without an anchor or IntersectionObserver). */
  readonly reached: Promise<void>;
  /** Resolves `reached` now (an explicit load). */
  reach(): void;
  /** The button of a click React dropped before the part hydrated, once; null when none. */
  takeClick(): HTMLElement | null;
  /** The part has hydrated: stop watching. */
  done(): void;
}

export function watchApproach(
  anchor: () => Element | null,
  rootMargin: string,
  win: Window & typeof globalThis = window,
): Approach {
  let resolve: () => void = () => undefined;
  const reached = new Promise<void>((done) => (resolve = done));
  let clicked: { button: HTMLElement; event: Event } | null = null;
  let observer: IntersectionObserver | null = null;
  let unwatch = () => undefined as void;

  const inside = (target: EventTarget | null): target is Element => {
    const element = anchor();
    return element !== null && target instanceof win.Element && element.contains(target);
  };
  const onReach = (event: Event) => {
    if (inside(event.target)) reach();
  };
  const onClick = (event: Event) => {
    if (!inside(event.target)) return;
    reach();
    if (event.target.closest('a[href]')) return;
    const button = event.target.closest<HTMLElement>('button');
    if (button) clicked = { button, event };
  };
  const onHandled = (event: Event) => {
    if (clicked?.event === event) clicked = null;
  };

  function stopObserving() {
    observer?.disconnect();
    observer = null;
    unwatch();
  }
  function reach() {
    stopObserving();
    resolve();
  }

  const element = anchor();
  if (element === null || typeof win.IntersectionObserver !== 'function') {
    resolve();
  } else {
    observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin },
    );
    observer.observe(element);
    // Captured on the window: it runs before React's listener on the document, which drops a
    // click it cannot hydrate for. One listener per event for every part's watch
    // (sharedListener.ts).
    unwatch = listenShared(INTENT_EVENTS, onReach);
  }
  const unclick = listenShared(['click'], onClick);
  const unhandled = listenShared(['click'], onHandled, false);

  return {
    reached,
    reach,
    takeClick() {
      const button = clicked?.button ?? null;
      clicked = null;
      return button?.isConnected ? button : null;
    },
    done() {
      stopObserving();
      unclick();
      unhandled();
    },
  };
}
