import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BackInStockForm,
  Badge,
  Button,
  Link,
  Modal,
  Price,
  modalSizes,
} from '@cairnfield/design-system';
import { badgeLabels, badgeTones } from '../../page/purchase/badges';
import { backInStockFormProps } from '../fixtures/shopCopy';

function QuantityLimitBody() {
  return (
    <p style={{ margin: 0 }}>
      For more than 50 cards, order <Link href="/p/cairnfield-bulk-gift-card">bulk gift cards</Link>
      , or go back to the <Link href="/p/cairnfield-gift-card">standard gift card</Link>.
    </p>
  );
}

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    title: 'Quantity limit reached',
    description: 'You can buy up to 50 gift cards in one order.',
    children: <QuantityLimitBody />,
    trigger: <Button variant="secondary">Change quantity</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
    returnFocusRef: { control: false },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The quantity-limit modal, driven by keyboard: Enter opens it, Tab wraps inside, Escape closes it
 * and focus is back on the trigger.
 */
export const QuantityLimit: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Change quantity' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Quantity limit reached' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'You can buy up to 50 gift cards in one order.',
    );
    const close = body.getByRole('button', { name: 'Close' });
    const bulk = body.getByRole('link', { name: 'bulk gift cards' });
    const standard = body.getByRole('link', { name: 'standard gift card' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    await expect(bulk).toHaveFocus();
    await userEvent.tab();
    await expect(standard).toHaveFocus();
    await userEvent.tab(); // wraps
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true }); // wraps back
    await expect(standard).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const QuantityLimitOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Quantity limit reached',
    });
    await expect(within(dialog).getByRole('link', { name: 'bulk gift cards' })).toHaveAttribute(
      'href',
      '/p/cairnfield-bulk-gift-card',
    );
  },
};

/**
 * A dialog that opens without the shopper asking (here, as a typed quantity settles above the
 * limit) starts on its title (`initialFocus="title"`): the key pressed next activates nothing, and
 * Tab goes on to the close button.
 */
export const StartsOnTitle: Story = {
  args: { defaultOpen: true, trigger: undefined, initialFocus: 'title' },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Quantity limit reached' });
    const title = within(dialog).getByRole('heading', { name: 'Quantity limit reached' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** The back-in-stock modal, holding the design system's BackInStockForm. */
export const BackInStock: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    size: 'small',
    title: 'Notify me when available',
    description: 'We will send you one e-mail when this item is back in stock.',
    children: <BackInStockForm {...backInStockFormProps} onSubmit={fn()} />,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Notify me when available',
    });
    await expect(within(dialog).getByRole('textbox', { name: /Your Email/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  },
};

export const QuickView: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    size: 'large',
    title: 'Cairnfield Outfitters eGift Card',
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Badge label={badgeLabels.EGIFT_CARD} tone={badgeTones.EGIFT_CARD} />
        <Price min={1} max={1500} />
        <p style={{ margin: 0 }}>Delivered by e-mail within 2 hours during business hours.</p>
      </div>
    ),
    footer: <Button>View full details</Button>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cairnfield Outfitters eGift Card',
    });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(
      within(dialog).getByRole('button', { name: 'View full details' }),
    ).toBeInTheDocument();
  },
};

function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={addRef} onClick={() => setOpen(true)}>
        Add to cart
      </Button>
      <Modal
        title="Quantity limit reached"
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={addRef}
        size="small"
      >
        <QuantityLimitBody />
      </Modal>
    </>
  );
}

/** No trigger: the page opens the modal after add to cart; focus returns to `returnFocusRef`. */
export const ControlledReturnFocus: Story = {
  render: () => <OpenedFromOutside />,
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Quantity limit reached' });
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(add).toHaveFocus();
  },
};

/** A body taller than the screen scrolls inside the dialog; it becomes a focusable, named region. */
export const ScrollingBody: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Gift card terms',
    description: undefined,
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i} style={{ margin: '0 0 12px' }}>
            {i + 1}. Cairnfield Outfitters gift cards never expire and carry no fees. They can be
            used in our stores and online, and are not redeemable for cash except where the law
            requires.
          </p>
        ))}
      </>
    ),
    footer: <Button>I agree</Button>,
  },
  play: async () => {
    const body = within(document.body);
    const region = await body.findByRole('region', { name: 'Gift card terms' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // header and footer stay in view
    const dialog = body.getByRole('dialog', { name: 'Gift card terms' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.getByRole('button', { name: 'I agree' })).toBeVisible();
  },
};
