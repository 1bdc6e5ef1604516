import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once React owns the page. Before that the
 * purchase form still posts to the page server (it works without JavaScript), so nothing may look
 * disabled that the server would accept.
 *
 * The switch to true is a transition: React renders it in slices, between which a tap or a
 * keystroke is handled. (`useSyncExternalStore` with a server snapshot of false would re-render
 * every reader at once, synchronously, right after hydration: one long task over the whole
 * purchase panel on a phone.) Until it lands, the page behaves as the server's HTML does.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
