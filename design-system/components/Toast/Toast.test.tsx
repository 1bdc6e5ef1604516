import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Toast, ToastProvider, ToastViewport, type ToastProps } from './Toast';
import { useToast } from './useToast';
import { Modal } from '../Modal/Modal';
import { Button } from '../Button/Button';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { frCA } from '../../i18n/frCA';

/** How long the test app's toasts stay: the provider's duration is the app's choice. */
const PROVIDER_DURATION = 4000;

/** The page: an Add to cart button that shows a toast and names itself as the return target. */
function AddToCart(props: Partial<ToastProps> & { withModal?: boolean }) {
  const { withModal, ...toastProps } = props;
  const [shown, setShown] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <ToastProvider duration={PROVIDER_DURATION}>
      <main>
        <Button
          ref={addRef}
          onClick={() => {
            setShown(true);
            if (withModal) setDrawer(true);
          }}
        >
          Add to cart
        </Button>
        {shown ? (
          <Toast
            title="Added to cart"
            description="Cairnfield gift card, $25.00"
            returnFocusTo={addRef}
            onOpenChange={setShown}
            {...toastProps}
          />
        ) : null}
        <Modal title="Your cart" open={drawer} onOpenChange={setDrawer} returnFocusRef={addRef}>
          <p>1 item</p>
        </Modal>
      </main>
      <ToastViewport />
    </ToastProvider>
  );
}

describe('Toast', () => {
  // jsdom has no pointer capture; Radix's swipe handling calls it on pointerup inside a toast.
  // The stubs go with the file (the next file of the worker starts without them).
  const pointerCapture = {
    hasPointerCapture: () => false,
    releasePointerCapture: () => {},
  };
  const prototype = Element.prototype as Partial<Record<keyof typeof pointerCapture, unknown>>;
  const stubbed: (keyof typeof pointerCapture)[] = [];
  beforeAll(() => {
    for (const name of ['hasPointerCapture', 'releasePointerCapture'] as const) {
      if (prototype[name] !== undefined) continue;
      prototype[name] = pointerCapture[name];
      stubbed.push(name);
    }
  });
  afterAll(() => {
    for (const name of stubbed) delete prototype[name];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the viewport', () => {
    it('should be a region named with the F8 hotkey, portalled to the end of <body>, themed', () => {
      const { container } = renderWithTheme(<AddToCart />);
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      // In the provider's theme, in a wrapper that takes no room, straight on <body>.
      const portal = region.parentElement;
      expect(portal).toHaveAttribute('data-cf-portal');
      expect(portal).toHaveAttribute('data-cf-theme', 'brand');
      expect(portal?.parentElement).toBe(document.body);
      expect(container).not.toContainElement(region);
    });

    it('should take focus on F8', async () => {
      const { user } = renderWithTheme(<AddToCart />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await user.keyboard('[F8]');
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    });
  });

  describe('when shown', () => {
    it('should show its title and description and announce them as a polite status', async () => {
      const { user } = renderWithTheme(<AddToCart />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region).toHaveTextContent('Added to cart');
      expect(region).toHaveTextContent('Cairnfield gift card, $25.00');
      const status = await screen.findByRole('status');
      await waitFor(() =>
        expect(status).toHaveTextContent('Notification Added to cart Cairnfield gift card, $25.00'),
      );
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('given it is shown from a part in another language than the page, should be shown and announced in that language (WCAG 3.1.2)', async () => {
      renderWithTheme(
        <ToastProvider duration={PROVIDER_DURATION}>
          <LocaleProvider locale="fr-CA" messages={frCA} part>
            <div lang="fr-CA">
              <Toast title="Ajouté au panier" description="Carte-cadeau, 25,00 $" />
            </div>
            <ToastViewport />
          </LocaleProvider>
        </ToastProvider>,
      );
      const langOf = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang');
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(langOf(within(region).getByText('Ajouté au panier'))).toBe('fr-CA');
      // The announcer's region is the page's (outside the part): the toast's text says its own.
      const status = await screen.findByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('Ajouté au panier'));
      expect(langOf(status)).toBeUndefined();
      expect(langOf(within(status).getByText(/Ajouté au panier/))).toBe('fr-CA');
    });

    it('should have its polite status region in the document, empty, before any toast', () => {
      renderWithTheme(<AddToCart />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toBeEmptyDOMElement();
    });

    it('should announce it without waiting for an animation frame (none come: a tab in the background)', async () => {
      // Radix's own announcer puts the text in two frames after the toast and removes itself on a
      // 1 s timer: without frames it never says a word. Nothing here waits for one.
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      try {
        const { user } = renderWithTheme(<AddToCart />);
        const status = screen.getByRole('status');
        await user.click(screen.getByRole('button', { name: 'Add to cart' }));
        await waitFor(() =>
          expect(status).toHaveTextContent(
            'Notification Added to cart Cairnfield gift card, $25.00',
          ),
        );
        // Read from one status only.
        expect(screen.getAllByRole('status')).toHaveLength(1);
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('should take its announcement out when it closes, and read the next toast on its own', async () => {
      const { user } = renderWithTheme(<AddToCart />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      const status = screen.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('Added to cart'));
      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(status).toBeEmptyDOMElement());
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() =>
        expect(status).toHaveTextContent(
          /^Notification Added to cart Cairnfield gift card, \$25\.00$/,
        ),
      );
    });

    it('should keep its announcement out of anything a modal opened right after hides', async () => {
      const { user, container } = renderWithTheme(<AddToCart withModal />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
      // the app root is hidden by the modal...
      expect(container).toHaveAttribute('aria-hidden', 'true');
      // ...but not the status that announces the toast
      const status = document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]')!;
      expect(status).not.toBeNull();
      await waitFor(() => expect(status).toHaveTextContent('Added to cart'));
      expect(status.closest('[aria-hidden="true"], [inert]')).toBeNull();
      expect(container).not.toContainElement(status);
    });
  });

  describe('auto-hide (fake timers)', () => {
    // user-event's own waits do not get along with fake timers here; a plain click is enough.
    function setupAndClick(ui: React.ReactElement) {
      // Only the clocks Radix reads: faking setImmediate/MessageChannel would stall React's scheduler.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      renderWithTheme(ui);
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    }

    it("should hide after the provider's duration", async () => {
      setupAndClick(<AddToCart />);
      await act(() => vi.advanceTimersByTimeAsync(PROVIDER_DURATION - 100));
      expect(screen.getByText('Added to cart')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Added to cart')).toBeNull();
    });

    it('should hide after a shorter duration when given one', async () => {
      setupAndClick(<AddToCart duration={300} />);
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(screen.getByText('Added to cart')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.queryByText('Added to cart')).toBeNull();
    });

    it('should not hide on its own when it holds a link', async () => {
      setupAndClick(<AddToCart duration={300} link={{ href: '/shop/cart', label: 'View cart' }} />);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.getByText('Added to cart')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/shop/cart');
    });
  });

  describe('when dismissed', () => {
    it('should close on Escape from inside and return focus to the named element (ref)', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithTheme(
        <AddToCart link={{ href: '/shop/cart', label: 'View cart' }} onOpenChange={onOpenChange} />,
      );
      const add = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(add);
      screen.getByRole('link', { name: 'View cart' }).focus();
      await user.keyboard('{Escape}');
      expect(screen.queryByText('Added to cart')).toBeNull();
      expect(add).toHaveFocus();
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should close from the "Dismiss notification" button and focus an element found by a function', async () => {
      const { user } = renderWithTheme(
        <>
          <a href="/shop/cart">Cart</a>
          <AddToCart returnFocusTo={() => screen.getByRole('link', { name: 'Cart' })} />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByText('Added to cart')).toBeNull();
      expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
    });

    it('should close on Escape after F8 and return focus', async () => {
      const { user } = renderWithTheme(<AddToCart />);
      const add = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(add);
      await user.keyboard('[F8]');
      await user.keyboard('{Escape}');
      expect(screen.queryByText('Added to cart')).toBeNull();
      expect(add).toHaveFocus();
    });

    it('should not steal focus when it hides while focus is elsewhere', async () => {
      const { user } = renderWithTheme(
        <>
          <input aria-label="Search" />
          <AddToCart duration={50} />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await user.click(screen.getByRole('textbox', { name: 'Search' }));
      await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull());
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    });
  });

  describe('with an action', () => {
    it('should run the action, close, and announce its alt text instead of the button', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(
        <AddToCart action={{ label: 'Undo', altText: 'Undo from the cart page', onClick }} />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Undo from the cart page'),
      );
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Added to cart')).toBeNull();
    });
  });

  describe('useToast()', () => {
    function Page() {
      const toast = useToast();
      return (
        <>
          <Button
            onClick={() =>
              toast.show({ id: 'cart', title: 'Added to cart', description: 'Quantity 1' })
            }
          >
            Add one
          </Button>
          <Button
            onClick={() =>
              toast.show({ id: 'cart', title: 'Added to cart', description: 'Quantity 2' })
            }
          >
            Add another
          </Button>
          <Button onClick={() => toast.show({ title: 'Saved' })}>Save</Button>
          <Button onClick={() => toast.dismiss()}>Clear</Button>
        </>
      );
    }
    const ui = (
      <ToastProvider duration={PROVIDER_DURATION}>
        <Page />
        <ToastViewport />
      </ToastProvider>
    );

    it('should show toasts, replace one with the same id, and dismiss them all', async () => {
      const { user } = renderWithTheme(ui);
      await user.click(screen.getByRole('button', { name: 'Add one' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(screen.getByRole('button', { name: 'Add another' }));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region.querySelectorAll('li')).toHaveLength(2);
      expect(region).toHaveTextContent('Quantity 2');
      expect(region).not.toHaveTextContent('Quantity 1');
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(region.querySelectorAll('li')).toHaveLength(0);
    });

    it('should dismiss a queued toast with Escape', async () => {
      const { user } = renderWithTheme(ui);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.keyboard('[F8]');
      await user.keyboard('{Escape}');
      expect(screen.queryByText('Saved')).toBeNull();
    });

    it('should throw outside a ToastProvider', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => renderWithTheme(<Page />)).toThrow(
        'useToast() must be used inside <ToastProvider>.',
      );
    });
  });

  it('should render on the server without the portalled viewport', () => {
    const html = renderOnServer(
      <ToastProvider duration={PROVIDER_DURATION}>
        <p>Gift cards</p>
        <Toast title="Added to cart" />
        <ToastViewport />
      </ToastProvider>,
    );
    expect(html).toContain('Gift cards');
    expect(html).not.toContain('Notifications');
  });
});
