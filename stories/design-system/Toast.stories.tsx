import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { virtual } from '@guidepup/virtual-screen-reader';
import {
  Button,
  Link,
  Modal,
  Toast,
  ToastOutlet,
  ToastProvider,
  ToastQueueProvider,
  ToastViewport,
  useToast,
  useToastQueue,
  type ToastProps,
} from '@cairnfield/design-system';
import { settledLog, starveMainThreadWhen } from '@cairnfield/design-system/testing';

/**
 * Each story gets a provider (with the shop's 5000 ms) and the viewport (portalled to the end of
 * <body>), but a story that holds its own queue (`parameters.ownToastQueue`), as the page does.
 */
const withToasts: Decorator = (Story, { parameters }) =>
  parameters.ownToastQueue ? (
    <Story />
  ) : (
    <ToastProvider duration={5000}>
      <Story />
      <ToastViewport />
    </ToastProvider>
  );

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  decorators: [withToasts],
  args: {
    title: 'Added to cart',
    description: 'Cairnfield Outfitters Gift Card, $25.00',
    onOpenChange: fn(),
  },
  argTypes: {
    link: { control: 'object' },
    action: { control: false },
    returnFocusTo: { control: false },
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: 'Notifications (F8)' });

/** A shopper's own action: the page shows a toast and names where focus goes when it is dismissed. */
function AddToCartPage(props: ToastProps & { openCart?: boolean }) {
  const { openCart, ...toast } = props;
  const [shown, setShown] = useState(0);
  const [cartOpen, setCartOpen] = useState(false);
  const cartRef = useRef<HTMLAnchorElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button
        ref={addRef}
        onClick={() => {
          setShown((n) => n + 1);
          if (openCart) setCartOpen(true);
        }}
      >
        Add to cart
      </Button>
      <Link ref={cartRef} href="#cart" variant="standalone">
        Cart
      </Link>
      {shown > 0 ? <Toast key={shown} returnFocusTo={cartRef} {...toast} /> : null}
      <Modal title="Your cart" open={cartOpen} onOpenChange={setCartOpen} returnFocusRef={addRef}>
        <p style={{ margin: 0 }}>1 item: Cairnfield Outfitters Gift Card, $25.00</p>
      </Modal>
    </div>
  );
}

/** A toast held open (controlled), as a still picture. */
export const Plain: Story = {
  args: { open: true },
  play: async () => {
    await expect(region()).toHaveTextContent('Added to cart');
    await expect(
      within(region()).getByRole('button', { name: 'Dismiss notification' }),
    ).toBeInTheDocument();
    // The announcement: a polite status with the label and the text
    const status = await within(document.body).findByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Notification Added to cart Cairnfield Outfitters Gift Card, $25.00',
      ),
    );
  },
};

/** A short duration (300 ms) for the test: the toast appears, then hides on its own. */
export const AutoHide: Story = {
  args: { duration: 300 },
  render: (args) => <AddToCartPage {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(region()).toHaveTextContent('Added to cart');
    await waitFor(() => expect(region()).not.toHaveTextContent('Added to cart'));
  },
};

/** With a link the toast does not hide: it is still there well past its duration. */
export const WithLink: Story = {
  args: { duration: 300, link: { href: '/shop/cart', label: 'View cart' } },
  render: (args) => <AddToCartPage {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(region()).toHaveTextContent('Added to cart');
    await expect(within(region()).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
  },
};

/** Escape dismisses the toast and focus goes to the element the page named (the cart link). */
export const EscapeReturnsFocus: Story = {
  args: { link: { href: '/shop/cart', label: 'View cart' } },
  render: (args) => <AddToCartPage {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await userEvent.keyboard('[F8]'); // Radix's hotkey to the toasts
    await expect(region()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab(); // the toast itself
    await expect(region().querySelector('li')).toHaveFocus();
    await userEvent.tab();
    await expect(within(region()).getByRole('link', { name: 'View cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region()).not.toHaveTextContent('Added to cart'));
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongText: Story = {
  args: {
    open: true,
    title:
      'Added to cart: Cairnfield Outfitters Gift Card for the trail, the crag and the campsite',
    description:
      'Quantity 3, $150.00 each. Cards ship free to one address; your order total is shown in the cart before you pay.',
    link: { href: '/shop/cart', label: 'View cart and check out' },
  },
};

export const WithAction: Story = {
  args: {
    open: true,
    title: 'Removed from cart',
    description: 'Cairnfield Outfitters Gift Card, $25.00',
    action: { label: 'Undo', altText: 'Undo from the cart page', onClick: fn() },
  },
  play: async () => {
    await expect(within(region()).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  },
};

/**
 * A cart drawer (modal) opened right after the toast: the app root becomes aria-hidden, but the
 * toast's status node is outside it and stays exposed, so the announcement is not cut off.
 */
export const ToastThenCartDrawer: Story = {
  args: { link: { href: '/shop/cart', label: 'View cart' } },
  render: (args) => <AddToCartPage {...args} openCart />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).not.toBeNull());

    const status = document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
    await expect(status).not.toBeNull();
    await waitFor(() => expect(status).toHaveTextContent('Added to cart'));
    await expect(status!.closest('[aria-hidden="true"], [inert]')).toBeNull();
    await expect(canvasElement.contains(status)).toBe(false);
    // the viewport is portalled outside the app root too
    await expect(canvasElement.contains(document.querySelector('[data-toast-viewport]'))).toBe(
      false,
    );

    // closing the drawer gives focus back to Add to cart
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};

function QueueDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            id: 'cart',
            title: 'Added to cart',
            description: 'Quantity 1',
            duration: 60_000,
          })
        }
      >
        Add one
      </Button>
      <Button
        onClick={() =>
          toast.show({
            id: 'cart',
            title: 'Added to cart',
            description: 'Quantity 2',
            duration: 60_000,
          })
        }
      >
        Add another
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show({ title: 'Saved to your list', duration: 60_000 })}
      >
        Save
      </Button>
      <Button variant="tertiary" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

/** useToast(): show/dismiss without re-implementing the queue; the same id replaces a toast. */
export const UseToastQueue: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add another' }));
    await expect(region().querySelectorAll('li')).toHaveLength(2);
    await expect(region()).toHaveTextContent('Quantity 2');
    await expect(region()).not.toHaveTextContent('Quantity 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(region().querySelectorAll('li')).toHaveLength(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(region()).toHaveTextContent('Saved to your list');
  },
};

function AddButton() {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show({
          id: 'cart',
          title: 'Added to cart',
          description: 'Cairnfield Outfitters Gift Card, $25.00',
          link: { href: '/shop/cart', label: 'View cart' },
        })
      }
    >
      Add to cart
    </Button>
  );
}

/** The page's way: the queue held from the first render, the Radix part mounted with the first toast. */
function QueuedAddToCartPage() {
  const queue = useToastQueue();
  return (
    <ToastQueueProvider queue={queue}>
      <AddButton />
      {queue.toasts.length > 0 ? <ToastOutlet queue={queue} duration={5000} /> : null}
    </ToastQueueProvider>
  );
}

/**
 * The main thread busy for 1.5 s the moment the toast appears (a slow phone, a heavy tab): longer
 * than Radix's own announcer lives. The toast is still read, once, from the polite status that was
 * in the document before it (Guidepup's virtual screen reader, in Chromium).
 */
export const ReadWhenTheThreadIsBusy: Story = {
  parameters: { ownToastQueue: true },
  render: () => <QueuedAddToCartPage />,
  play: async ({ canvas }) => {
    const status = within(document.body).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await virtual.start({ container: document.body, displayCursor: false });
    try {
      const from = (await virtual.spokenPhraseLog()).length;
      const busy = starveMainThreadWhen(
        () => within(document.body).queryByText('Added to cart') !== null,
        1500,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await busy.done;
      const said = await settledLog(
        async () => (await virtual.spokenPhraseLog()).slice(from),
        (phrase) => phrase.startsWith('polite: Notification Added to cart'),
      );
      await expect(said.filter((phrase) => phrase.startsWith('polite:'))).toEqual([
        'polite: Notification Added to cart Cairnfield Outfitters Gift Card, $25.00 View cart',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
