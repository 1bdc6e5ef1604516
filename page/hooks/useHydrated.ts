import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React owns the page. Before that the
 * purchase form still posts to the page server (it works without JavaScript), so nothing may look
 * disabled that the server would accept.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
