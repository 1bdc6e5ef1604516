/**
 * One listener per window, event type and phase, however many watchers want that event: the first
 * intent's callbacks and each not-yet-hydrated part's watch (firstIntent.ts, whenNear.ts) share it.
 * A first tap then runs one listener per event where it ran one per watcher (each a call into
 * script and a microtask checkpoint of its own, 20-odd of them in a tap on the product page), so
 * the answer to the tap does not wait behind them. Listeners are passive: none cancels an event.
 */
type Handler = (event: Event) => void;

/** The handlers of one event and phase, and the listener (a listener object) that calls them. */
type Shared = Set<Handler> & EventListenerObject;

const byTarget = new WeakMap<EventTarget, Map<string, Shared>>();

/** Adds `handler` for `type` on `target` (captured or bubbling); returns its remover. */
export function listenShared(
  target: EventTarget,
  type: string,
  handler: Handler,
  capture: boolean,
): () => void {
  const shared = byTarget.get(target) ?? new Map<string, Shared>();
  byTarget.set(target, shared);
  const key = type + capture;
  let handlers = shared.get(key);
  if (!handlers) {
    // A Set's iteration skips what is deleted before its turn: a handler removed by one before it
    // (a watch that stops) is not called, as with listeners of their own.
    handlers = Object.assign(new Set<Handler>(), {
      handleEvent(this: Shared, event: Event) {
        for (const each of this) each(event);
      },
    });
    shared.set(key, handlers);
    target.addEventListener(type, handlers, { capture, passive: true });
  }
  const mine = handlers;
  mine.add(handler);
  return () => {
    if (!mine.delete(handler) || mine.size > 0) return;
    shared.delete(key);
    target.removeEventListener(type, mine, { capture });
  };
}
