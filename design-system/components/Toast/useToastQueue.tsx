/**
 * The toast queue without Radix: state and the `useToast()` API, so an app can hold its toasts
 * from the first render and load the Radix part (`ToastOutlet`) only once a toast exists.
 * `ToastProvider` is this queue plus the outlet, for apps that need neither split.
 */
import { useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
  initialToastQueue,
  toastQueueReducer,
  type QueuedToast,
  type ToastQueueState,
} from './toastQueue';
import { ToastAnnouncerScope } from './ToastAnnouncer';
import { ToastContext, type ShowToastOptions, type ToastApi } from './useToast';

export interface ToastQueue {
  /** What `useToast()` returns under a `ToastQueueProvider` of this queue. */
  api: ToastApi;
  /** The toasts shown or closing, oldest first. */
  toasts: readonly QueuedToast<ShowToastOptions>[];
}

/** Holds a toast queue; no more than `maxToasts` stay open (the oldest are closed first). */
export function useToastQueue(maxToasts = 3): ToastQueue {
  const [queue, dispatch] = useReducer(
    toastQueueReducer<ShowToastOptions>,
    initialToastQueue as ToastQueueState<ShowToastOptions>,
  );
  const counter = useRef(0);
  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        counter.current += 1;
        const id = options.id ?? `toast-${counter.current}`;
        dispatch({ type: 'show', id, options, max: maxToasts });
        return id;
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
    }),
    [maxToasts],
  );
  return useMemo(() => ({ api, toasts: queue.toasts }), [api, queue.toasts]);
}

/**
 * Makes `useToast()` below it show toasts in `queue`, and puts the toasts' polite status region in
 * the document from the first render in the browser (ToastAnnouncer.tsx): a toast shown later, its
 * Radix part loaded only then, is read from a region that was already there.
 */
export function ToastQueueProvider({
  queue,
  children,
}: {
  queue: ToastQueue;
  children: ReactNode;
}) {
  return (
    <ToastAnnouncerScope>
      <ToastContext.Provider value={queue.api}>{children}</ToastContext.Provider>
    </ToastAnnouncerScope>
  );
}
