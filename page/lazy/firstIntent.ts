/**
 * The shopper's first sign of use anywhere on the page: a pointer over or down, a touch, a key, or
 * focus moving. What a visit that only looks never needs (the whole shop client, say) loads then,
 * still well before the click that needs it.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const;

/** Calls `fn` once, at the first of INTENT_EVENTS on `win` (captured). Returns the canceller. */
export function onFirstIntent(fn: () => void, win: Window = window): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stop();
    fn();
  }
  for (const type of INTENT_EVENTS)
    win.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
