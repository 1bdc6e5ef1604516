/**
 * The eGift arrival sentence (purchase/egiftArrival.ts) for the shopper's current time. Read after
 * hydration only (the server's HTML and the first render never read the clock), then once a minute.
 */
import { useEffect, useState } from 'react';
import { egiftArrival } from '../purchase/egiftArrival';
import { useServices } from './services';

export function useEgiftArrival(enabled: boolean): string | null {
  const { now } = useServices();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setText(egiftArrival(now()).text);
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [enabled, now]);
  return enabled ? text : null;
}
