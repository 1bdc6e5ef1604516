/**
 * The toast area (spec 2, 4): confirms an addition to the cart. Loaded on the first add. It hides
 * after the configured time (5000 ms by default) and returns focus to the add-to-cart button when
 * dismissed from inside.
 */
import type { RefObject } from 'react';
import { Toast, ToastProvider, ToastViewport } from '../../design-system';

export interface CartToastMessage {
  id: number;
  title: string;
  description: string;
}

export interface CartToastProps {
  message: CartToastMessage | null;
  durationMs: number;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function CartToast({
  message,
  durationMs,
  onClose,
  returnFocusRef,
}: CartToastProps) {
  return (
    <ToastProvider duration={durationMs}>
      {message ? (
        <Toast
          key={message.id}
          open
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          title={message.title}
          description={message.description}
          returnFocusTo={returnFocusRef}
        />
      ) : null}
      <ToastViewport />
    </ToastProvider>
  );
}
