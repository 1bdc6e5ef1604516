import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ExpressCheckoutButtons } from './ExpressCheckoutButtons';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('ExpressCheckoutButtons', () => {
  describe('given both wallets available', () => {
    it('should show "Buy with" plus the device wallet mark, and the account wallet button', async () => {
      const { container } = renderWithTheme(<ExpressCheckoutButtons />);
      const group = screen.getByRole('group', { name: 'Express checkout' });
      const device = within(group).getByRole('button', { name: 'Buy with Apple Pay' });
      expect(device).toHaveTextContent('Buy with');
      expect(within(device).getByRole('img', { name: 'Apple Pay' })).toBeInTheDocument();
      const account = within(group).getByRole('button', { name: 'Pay with PayPal' });
      expect(within(account).getByRole('img', { name: 'PayPal' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should call the handlers from the keyboard', async () => {
      const onDeviceWalletClick = vi.fn();
      const onAccountWalletClick = vi.fn();
      const { user } = renderWithTheme(
        <ExpressCheckoutButtons
          onDeviceWalletClick={onDeviceWalletClick}
          onAccountWalletClick={onAccountWalletClick}
        />,
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Buy with Apple Pay' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.tab();
      await user.keyboard(' ');
      expect(onDeviceWalletClick).toHaveBeenCalledTimes(1);
      expect(onAccountWalletClick).toHaveBeenCalledTimes(1);
    });

    it('should take other wallet names and label', () => {
      renderWithTheme(
        <ExpressCheckoutButtons deviceWalletName="Phone Pay" accountWalletName="Web Wallet" />,
      );
      expect(screen.getByRole('button', { name: 'Buy with Phone Pay' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay with Web Wallet' })).toBeInTheDocument();
    });
  });

  describe('given one wallet disabled while the other checkout runs', () => {
    it('should disable that button and leave the busy one focusable with aria-busy', async () => {
      const onDeviceWalletClick = vi.fn();
      const onAccountWalletClick = vi.fn();
      const { user, container } = renderWithTheme(
        <ExpressCheckoutButtons
          deviceWallet="disabled"
          accountWalletBusy
          onDeviceWalletClick={onDeviceWalletClick}
          onAccountWalletClick={onAccountWalletClick}
        />,
      );
      const device = screen.getByRole('button', { name: 'Buy with Apple Pay' });
      expect(device).toBeDisabled();
      const account = screen.getByRole('button', { name: /^Pay with PayPal/ });
      expect(account).toHaveAttribute('aria-busy', 'true');
      expect(account).toHaveAttribute('aria-disabled', 'true');
      expect(account).toHaveTextContent('Starting checkout');
      // the disabled button is skipped; the busy one stays in the tab order
      await user.tab();
      expect(account).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.click(device);
      await user.click(account);
      expect(onDeviceWalletClick).not.toHaveBeenCalled();
      expect(onAccountWalletClick).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given hidden wallets', () => {
    it('should leave out a hidden wallet', () => {
      renderWithTheme(<ExpressCheckoutButtons deviceWallet="hidden" />);
      expect(screen.queryByRole('button', { name: /Apple Pay/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    });

    it('should render nothing when both are hidden', () => {
      const { container } = renderWithTheme(
        <ExpressCheckoutButtons deviceWallet="hidden" accountWallet="hidden" />,
      );
      expect(container.firstElementChild).toBeEmptyDOMElement();
    });
  });

  it('should render on the server', () => {
    const html = renderOnServer(<ExpressCheckoutButtons deviceWalletBusy />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Buy with');
  });
});
