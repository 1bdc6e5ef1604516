import { useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it vertically, kept up to date as it resizes. A scrolling
 * region with nothing focusable inside cannot be scrolled by keyboard, so the modal body becomes a
 * tab stop only when it actually scrolls (axe: scrollable-region-focusable).
 */
export function useScrollable(el: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!el) return;
    const measure = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [el]);
  return scrollable;
}
