/**
 * The eGift arrival sentence (purchase/eGiftSendDate.ts over egiftArrival.ts) for the shopper's
 * current time and chosen send date, read in the shopper's own zone. Read after hydration only (the
 * server's HTML and the first render never read the clock), then once a minute and whenever the
 * date changes.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../providers/ServicesProvider';
import { browserTimeZone } from './shopperTimeZone';

export function useEgiftArrival(enabled: boolean, sendDate = ''): string | null {
  const { now } = useServices();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    // The date rules come with their own chunk (the eGift form's, already loaded on an eGift page):
    // the other pages' first load does not carry them.
    void import('../purchase/eGiftSendDate').then(({ egiftArrivalFor }) => {
      if (!live) return;
      const update = () => setText(egiftArrivalFor(sendDate, browserTimeZone(), now()).text);
      update();
      timer = setInterval(update, 60_000);
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, now, sendDate]);
  return enabled ? text : null;
}
