import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { renderWithTheme } from '../../test/render';
import { ToastOutlet } from './Toast';
import { useToast } from './useToast';
import { ToastQueueProvider, useToastQueue } from './useToastQueue';

function AddButton() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ id: 'cart', title: 'Added to cart' })}>Add to cart</Button>
  );
}

/**
 * An app holding the queue itself and mounting the Radix outlet only once a toast exists; with
 * `drawer`, a modal (the cart drawer) opens with the first toast.
 */
function App({ drawer = false }: { drawer?: boolean }) {
  const queue = useToastQueue();
  const shown = queue.toasts.length > 0;
  return (
    <ToastQueueProvider queue={queue}>
      <AddButton />
      {shown ? <ToastOutlet queue={queue} duration={4000} /> : null}
      {drawer ? (
        <Modal title="Your cart" open={shown} onOpenChange={() => queue.api.dismiss()}>
          <p>1 item</p>
        </Modal>
      ) : null}
    </ToastQueueProvider>
  );
}

describe('useToastQueue + ToastOutlet', () => {
  // jsdom has no pointer capture (Radix's toasts call it); the stubs go with the file.
  const prototype = Element.prototype as Partial<
    Record<'hasPointerCapture' | 'releasePointerCapture', unknown>
  >;
  const stubbed: ('hasPointerCapture' | 'releasePointerCapture')[] = [];
  beforeAll(() => {
    if (prototype.hasPointerCapture === undefined) {
      prototype.hasPointerCapture = () => false;
      stubbed.push('hasPointerCapture');
    }
    if (prototype.releasePointerCapture === undefined) {
      prototype.releasePointerCapture = () => {};
      stubbed.push('releasePointerCapture');
    }
  });
  afterAll(() => {
    for (const name of stubbed) delete prototype[name];
  });

  it('given no toast yet, when rendered, should mount no toast region, but the empty polite status the toasts will be read from', () => {
    renderWithTheme(<App />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('given the outlet mounted with the first toast, should read the toast from the status that was already there, and only from it', async () => {
    const { user } = renderWithTheme(<App />);
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Notification Added to cart$/));
    expect(screen.getAllByRole('status')).toEqual([status]);
  });

  it('given useToast() under the queue, when a toast is shown, should mount the outlet and show it', async () => {
    const { user } = renderWithTheme(<App />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Added to cart');
  });

  it('given the cart drawer opened with the toast, should keep the status out of what the drawer hides', async () => {
    const { user, container } = renderWithTheme(<App drawer />);
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Your cart' });
    expect(container).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(status).toHaveTextContent('Added to cart'));
    expect(status.closest('[aria-hidden="true"], [inert]')).toBeNull();
  });

  it('given a toast on screen, when its close button is pressed, should close it', async () => {
    const { user } = renderWithTheme(<App />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(region.querySelectorAll('li')).toHaveLength(0);
  });
});
