import { createContext, useContext } from 'react';
import type { ToastProps } from './Toast';

/** What `show` takes: a toast's props, plus an optional id to replace a toast already shown. */
export interface ShowToastOptions extends Omit<ToastProps, 'open' | 'defaultOpen'> {
  /** Same id as a toast on screen replaces it (e.g. one 'added-to-cart' toast at a time). */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ShowToastOptions) => string;
  /** Closes the toast with this id, or every toast without one. */
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts through the nearest `ToastProvider` (which queues them). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
