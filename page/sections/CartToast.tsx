/**
 * The toast area (spec 2, 4): the Radix half of the design system's toasts for the page's queue
 * (ProductPage holds the queue with `useToastQueue`). Loaded once the first toast is shown. Each
 * toast hides after the configured time (5000 ms by default) and returns focus to where its
 * `returnFocusTo` points when dismissed from inside.
 */
import { ToastOutlet, type ToastQueue } from '@cairnfield/design-system';
import { TranslatedPart } from '../i18n/parts';

export interface CartToastProps {
  queue: ToastQueue;
  durationMs: number;
}

export default function CartToast({ queue, durationMs }: CartToastProps) {
  // Translated, but rendered from the page's English <main>: its toasts say their language (WCAG
  // 3.1.2).
  return (
    <TranslatedPart portalled>
      <ToastOutlet queue={queue} duration={durationMs} />
    </TranslatedPart>
  );
}
