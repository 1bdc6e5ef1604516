/**
 * The shopper's first sign of use anywhere on the page: a pointer over or down, a touch, a key, or
 * focus moving. What a visit that only looks never needs (the whole shop client, say) loads then,
 * still well before the click that needs it.
 */
import { listenShared } from './sharedListener';

export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const;

/**
 * Calls `fn` once, at the first of INTENT_EVENTS on the window (captured, through one listener
 * per event for every caller: sharedListener.ts). Returns the canceller.
 */
export function onFirstIntent(fn: () => void): () => void {
  const stop = listenShared(INTENT_EVENTS, () => {
    stop();
    fn();
  });
  return stop;
}
