import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExpressCheckoutButtons, walletStates } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/ExpressCheckoutButtons',
  component: ExpressCheckoutButtons,
  args: { onDeviceWalletClick: fn(), onAccountWalletClick: fn() },
  argTypes: {
    deviceWallet: { control: 'inline-radio', options: walletStates },
    accountWallet: { control: 'inline-radio', options: walletStates },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpressCheckoutButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothAvailable: Story = {
  play: async ({ canvas, args }) => {
    const device = canvas.getByRole('button', { name: 'Buy with Apple Pay' });
    const account = canvas.getByRole('button', { name: 'Pay with PayPal' });
    await expect(device).toHaveTextContent('Buy with');
    await expect(account.getBoundingClientRect().height).toBe(50);
    await userEvent.tab();
    await expect(device).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(account).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDeviceWalletClick).toHaveBeenCalledTimes(1);
    await expect(args.onAccountWalletClick).toHaveBeenCalledTimes(1);
  },
};

/** The account wallet checkout is running: the device wallet is disabled meanwhile. */
export const OneDisabled: Story = {
  args: { deviceWallet: 'disabled', accountWalletBusy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Buy with Apple Pay' })).toBeDisabled();
    const account = canvas.getByRole('button', { name: /^Pay with PayPal/ });
    await expect(account).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(account);
    await expect(args.onAccountWalletClick).not.toHaveBeenCalled();
  },
};

export const DeviceWalletBusy: Story = {
  args: { deviceWalletBusy: true, accountWallet: 'disabled' },
  play: async ({ canvas, args }) => {
    const device = canvas.getByRole('button', { name: /^Buy with Apple Pay/ });
    await expect(device).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(device).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeviceWalletClick).not.toHaveBeenCalled();
  },
};

/** The device wallet is unavailable on this browser: its button is hidden. */
export const DeviceWalletHidden: Story = {
  args: { deviceWallet: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Apple Pay/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  },
};

export const BothHidden: Story = {
  args: { deviceWallet: 'hidden', accountWallet: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
