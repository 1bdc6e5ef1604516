/**
 * The toast queue as a pure reducer, so the page never re-implements it: `show` adds a toast (or
 * replaces the one with the same id, restarting its timer and announcement), `dismiss` closes one or
 * all, and no more than `max` toasts stay open: the oldest are closed first.
 */
export interface QueuedToast<Options> {
  id: string;
  /** React key: changes when a toast is replaced, so it remounts, re-announces and restarts its timer. */
  key: number;
  open: boolean;
  options: Options;
}

export interface ToastQueueState<Options> {
  toasts: QueuedToast<Options>[];
  nextKey: number;
}

export type ToastQueueAction<Options> =
  { type: 'show'; id: string; options: Options; max: number } | { type: 'dismiss'; id?: string };

export const initialToastQueue: ToastQueueState<never> = { toasts: [], nextKey: 1 };

export function toastQueueReducer<Options>(
  state: ToastQueueState<Options>,
  action: ToastQueueAction<Options>,
): ToastQueueState<Options> {
  switch (action.type) {
    case 'show': {
      // Closed toasts have finished with Radix by the time another is shown: drop them here.
      const kept = state.toasts.filter((t) => t.open && t.id !== action.id);
      const added: QueuedToast<Options> = {
        id: action.id,
        key: state.nextKey,
        open: true,
        options: action.options,
      };
      const toasts = [...kept, added];
      const overflow = Math.max(0, toasts.length - Math.max(1, action.max));
      return {
        nextKey: state.nextKey + 1,
        toasts: toasts.map((t, i) => (i < overflow ? { ...t, open: false } : t)),
      };
    }
    case 'dismiss':
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
  }
}
