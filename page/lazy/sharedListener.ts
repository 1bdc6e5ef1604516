/**
 * One window listener per event type and phase, however many watchers want that event: the first
 * intent's callbacks and each not-yet-hydrated part's watch (firstIntent.ts, whenNear.ts) share it.
 * A first tap then runs one listener per event where it ran one per watcher (each a call into
 * script and a microtask checkpoint of its own, 20-odd of them in a tap on the product page), so
 * the answer to the tap does not wait behind them. Listeners are passive: none cancels an event.
 */
type Handler = (event: Event) => void;

/** The handlers of one event and phase, and the listener (a listener object) that calls them. */
type Shared = Set<Handler> & EventListenerObject;

const byKey = new Map<string, Shared>();

/**
 * Adds `handler` for each of `types` on the window (captured unless `capture` is false); returns
 * the remover. A listener goes with its last handler.
 */
export function listenShared(
  types: readonly string[],
  handler: Handler,
  capture = true,
): () => void {
  const removers = types.map((type) => {
    const key = type + capture;
    // A Set's iteration skips what is deleted before its turn: a handler removed by one before it
    // (a watch that stops) is not called, as with listeners of their own.
    const handlers =
      byKey.get(key) ??
      Object.assign(new Set<Handler>(), {
        handleEvent(this: Shared, event: Event) {
          for (const each of this) each(event);
        },
      });
    if (!handlers.size) byKey.set(key, handlers);
    // Added with every handler: the window keeps one listener per object and phase, so this is
    // the same one listener; and should anything have taken it off the window (a test clearing
    // the listeners of a page it rendered), the next handler puts it back.
    addEventListener(type, handlers, { capture, passive: true });
    handlers.add(handler);
    return () => {
      if (handlers.delete(handler) && !handlers.size) {
        byKey.delete(key);
        removeEventListener(type, handlers, { capture });
      }
    };
  });
  return () => {
    for (const remove of removers) remove();
  };
}
