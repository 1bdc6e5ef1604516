import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpectedWalletSpace, ExpressCheckoutGroup } from './WalletSpace';

describe('the express checkout’s frame', () => {
  it('given only the boxes kept for the wallets expected, should not be a group a screen reader announces empty', () => {
    const { container } = render(
      <ExpectedWalletSpace expected={{ device: true, account: true }} />,
    );
    expect(screen.queryByRole('group', { name: 'Express checkout' })).toBeNull();
    // The space is still kept: nothing shifts when the wallets come.
    expect(container.firstElementChild?.children).toHaveLength(2);
  });

  it('given a wallet in it, should be the group named Express checkout', () => {
    render(
      <ExpressCheckoutGroup>
        <button type="button">Buy with Apple Pay</button>
      </ExpressCheckoutGroup>,
    );
    expect(screen.getByRole('group', { name: 'Express checkout' })).toContainElement(
      screen.getByRole('button', { name: 'Buy with Apple Pay' }),
    );
  });
});
