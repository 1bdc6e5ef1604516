import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const isClientSnapshot = () => true;
const isServerSnapshot = () => false;

/**
 * False on the server and while hydrating, true in the browser after that: for what only the
 * browser can render (a portal to <body>) without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribeToNothing, isClientSnapshot, isServerSnapshot);
}
