/**
 * One listener per window, event type and phase, however many watchers want that event: the first
 * intent's callbacks and each not-yet-hydrated part's watch (firstIntent.ts, whenNear.ts) share it.
 * A first tap then runs one listener per event where it ran one per watcher (each a call into
 * script and a microtask checkpoint of its own, 20-odd of them in a tap on the product page), so
 * the answer to the tap does not wait behind them. Listeners are passive: none cancels an event.
 */
type Handler = (event: Event) => void;

interface Shared {
  handlers: Set<Handler>;
  listener: Handler;
}

const byTarget = new WeakMap<EventTarget, Map<string, Shared>>();

/** Adds `handler` for `type` on `target` (captured or bubbling); returns its remover. */
export function listenShared(
  target: EventTarget,
  type: string,
  handler: Handler,
  capture: boolean,
): () => void {
  let shared = byTarget.get(target);
  if (!shared) byTarget.set(target, (shared = new Map<string, Shared>()));
  const key = `${type} ${capture}`;
  let entry = shared.get(key);
  if (!entry) {
    const handlers = new Set<Handler>();
    // A handler removed by one before it (a watch that stops) is not called, as with listeners.
    const listener = (event: Event) => {
      for (const each of [...handlers]) if (handlers.has(each)) each(event);
    };
    entry = { handlers, listener };
    shared.set(key, entry);
    target.addEventListener(type, listener, { capture, passive: true });
  }
  const { handlers, listener } = entry;
  handlers.add(handler);
  return () => {
    if (!handlers.delete(handler) || handlers.size > 0) return;
    shared.delete(key);
    target.removeEventListener(type, listener, { capture });
  };
}
