/**
 * The eGift arrival sentence (purchase/egiftArrival.ts) for the shopper's current time. Read after
 * hydration only (the server's HTML and the first render never read the clock), then once a minute.
 */
import { useEffect, useState } from 'react';
import { egiftArrival } from '../purchase/egiftArrival';

export function useEgiftArrival(enabled: boolean): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setText(egiftArrival(new Date()).text);
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [enabled]);
  return enabled ? text : null;
}
