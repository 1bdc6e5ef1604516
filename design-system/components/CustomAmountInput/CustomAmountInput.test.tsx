import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { CustomAmountInput } from './CustomAmountInput';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { frCA } from '../../i18n/frCA';

const nbsp = '\u00a0';

// The range and its texts are the page's; the tests pass their own.
const HELPER = 'Any whole amount up to $2000.';
const ERROR = 'Choose an amount from $1 to $2000';
const range = {
  helperText: HELPER,
  validate: (amount: number | null) =>
    amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= 2000 ? null : ERROR,
};

describe('CustomAmountInput', () => {
  describe('given no amount', () => {
    it('should be a text field labelled "Enter amount" described by the helper', async () => {
      const { container } = renderWithTheme(<CustomAmountInput {...range} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAccessibleDescription(HELPER);
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should show only "$" on focus and clear it on blur', async () => {
      const { user } = renderWithTheme(<CustomAmountInput {...range} required={false} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      expect(input).toHaveValue('$');
      await user.tab();
      expect(input).toHaveValue('');
    });
  });

  describe('when the shopper types', () => {
    it('should keep digits, strip leading zeros and prefix "$"', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <CustomAmountInput {...range} onValueChange={onValueChange} />,
      );
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.keyboard('0012a');
      expect(input).toHaveValue('$12');
      expect(onValueChange).toHaveBeenLastCalledWith(12);
      await user.keyboard('{Backspace}{Backspace}');
      expect(input).toHaveValue('$');
      expect(onValueChange).toHaveBeenLastCalledWith(null);
    });

    it('should turn a paste of "$1,000.50" into "$100,050" (no cents part is guessed)', async () => {
      const { user } = renderWithTheme(<CustomAmountInput {...range} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.clear(input);
      await user.paste('$1,000.50');
      expect(input).toHaveValue('$100,050');
    });

    it('should write no separators when the provider groups none', async () => {
      const { user } = renderInLocale(<CustomAmountInput {...range} />, { grouping: false });
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.paste('$1,000.50');
      expect(input).toHaveValue('$100050');
    });
  });

  describe('in another locale and currency', () => {
    it('should write pounds with separators as typed, keeping the caret after the digit (en-GB)', async () => {
      const onValueChange = vi.fn();
      const { user } = renderInLocale(
        <CustomAmountInput {...range} onValueChange={onValueChange} />,
        { locale: 'en-GB', currency: 'GBP' },
      );
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      expect(input).toHaveValue('£');
      await user.keyboard('1500');
      expect(input).toHaveValue('£1,500');
      expect(onValueChange).toHaveBeenLastCalledWith(1500);
      // Back to after '1' and type there: the separator moves, the caret stays after the new digit.
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}2');
      expect(input).toHaveValue('£12,500');
      expect((input as HTMLInputElement).selectionStart).toBe(3);
    });

    it('should write dollars after the amount in fr-CA, in French, and delete digits with Backspace', async () => {
      const onValueChange = vi.fn();
      const { user, container } = renderInLocale(
        <CustomAmountInput onValueChange={onValueChange} />,
        { locale: 'fr-CA', currency: 'CAD', messages: frCA },
      );
      const input = screen.getByRole('textbox', { name: 'Entrez le montant' });
      await user.click(input);
      expect(input).toHaveValue('');
      await user.keyboard('1500');
      expect(input).toHaveValue(`1${nbsp}500${nbsp}$`);
      // The caret sits before ' $', so Backspace takes the last digit, not the currency.
      await user.keyboard('{Backspace}');
      expect(input).toHaveValue(`150${nbsp}$`);
      expect(onValueChange).toHaveBeenLastCalledWith(150);
      await user.clear(input);
      await user.tab();
      expect(input).toHaveAccessibleDescription('Entrez un montant.');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should read back an amount pasted as another locale writes it', async () => {
      const { user } = renderInLocale(<CustomAmountInput {...range} />, {
        locale: 'en-GB',
        currency: 'GBP',
      });
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.paste(`1${nbsp}500${nbsp}$`);
      expect(input).toHaveValue('£1,500');
    });

    it('should take a currency prop over the provider’s', () => {
      renderInLocale(<CustomAmountInput defaultValue={1500} currency="EUR" />, {
        locale: 'en-GB',
        currency: 'GBP',
      });
      expect(screen.getByRole('textbox')).toHaveValue('€1,500');
    });
  });

  describe('validation', () => {
    it('should not show an error while typing, but on blur, tied to the field', async () => {
      const { user, container } = renderWithTheme(<CustomAmountInput {...range} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.keyboard('2001');
      expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByText(ERROR)).toBeVisible();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`${HELPER} ${ERROR}`);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should clear the error as soon as the amount is corrected', async () => {
      const { user } = renderWithTheme(<CustomAmountInput {...range} defaultValue={2001} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.tab();
      expect(screen.getByText(ERROR)).toBeInTheDocument();
      await user.click(input);
      await user.keyboard('{Backspace}');
      expect(input).toHaveValue('$200');
      expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute('aria-invalid');
    });

    it.each([
      [1, false],
      [2000, false],
      [2001, true],
    ])('should treat %i as valid=%s on blur', async (amount, invalid) => {
      const { user } = renderWithTheme(<CustomAmountInput {...range} defaultValue={amount} />);
      await user.click(screen.getByRole('textbox', { name: 'Enter amount' }));
      await user.tab();
      expect(Boolean(screen.queryByText(ERROR))).toBe(invalid);
    });

    it('should flag an empty field left on blur when required', async () => {
      const { user } = renderWithTheme(<CustomAmountInput {...range} />);
      await user.click(screen.getByRole('textbox', { name: 'Enter amount' }));
      await user.keyboard('0');
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Enter amount' })).toHaveValue('');
      expect(screen.getByText(ERROR)).toBeInTheDocument();
    });

    it('should show the error at once when the parent sets invalid (a submit)', () => {
      renderWithTheme(<CustomAmountInput {...range} invalid />);
      expect(screen.getByRole('textbox', { name: 'Enter amount' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.getByText(ERROR)).toBeInTheDocument();
    });

    it('should show a message the parent gives', () => {
      renderWithTheme(
        <CustomAmountInput {...range} defaultValue={20} error="Something the page says" />,
      );
      expect(screen.getByRole('textbox', { name: 'Enter amount' })).toHaveAccessibleDescription(
        `${HELPER} Something the page says`,
      );
    });

    it('should use neutral defaults when given no rule: no helper, an amount required', async () => {
      const { user } = renderWithTheme(<CustomAmountInput defaultValue={99999} />);
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.tab();
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAccessibleDescription();
      await user.clear(input);
      await user.tab();
      expect(input).toHaveAccessibleDescription('Enter an amount.');
    });
  });

  describe('when controlled', () => {
    it('should show the parent amount and report typed amounts', async () => {
      function Parent() {
        const [amount, setAmount] = useState<number | null>(40);
        return (
          <>
            <CustomAmountInput
              {...range}
              value={amount}
              onValueChange={setAmount}
              label="Other amount"
            />
            <output>{amount === null ? 'none' : amount}</output>
          </>
        );
      }
      const { user } = renderWithTheme(<Parent />);
      const input = screen.getByRole('textbox', { name: 'Other amount' });
      expect(input).toHaveValue('$40');
      await user.click(input);
      await user.keyboard('0');
      expect(input).toHaveValue('$400');
      expect(screen.getByRole('status')).toHaveTextContent('400');
    });

    it('should not change without the parent', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <CustomAmountInput {...range} value={40} onValueChange={onValueChange} />,
      );
      const input = screen.getByRole('textbox', { name: 'Enter amount' });
      await user.click(input);
      await user.keyboard('5');
      expect(onValueChange).toHaveBeenCalledWith(405);
      expect(input).toHaveValue('$40');
    });
  });

  describe('given digits typed into the server-rendered field before it hydrated', () => {
    it('should take over the typed amount and report it, keeping it on the next keystroke', async () => {
      function Parent() {
        const [amount, setAmount] = useState<number | null>(null);
        return (
          <>
            <CustomAmountInput {...range} value={amount} onValueChange={setAmount} />
            <output>{amount === null ? 'none' : amount}</output>
          </>
        );
      }
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderOnServer(<Parent />);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Enter amount' });
      // The page's script is still loading: the browser edits the server's field on its own.
      input.focus();
      input.value = '$75';
      const { user } = renderWithTheme(<Parent />, { container, hydrate: true });
      expect(screen.getByRole('status')).toHaveTextContent('75');
      expect(input).toHaveValue('$75');
      await user.keyboard('0');
      expect(input).toHaveValue('$750');
      expect(screen.getByRole('status')).toHaveTextContent('750');
      // Focus came before hydration: emptied, the field still shows '$' until it is left.
      await user.clear(input);
      expect(input).toHaveValue('$');
    });
  });

  it('should be disabled on request', async () => {
    const { container } = renderWithTheme(
      <CustomAmountInput {...range} disabled defaultValue={25} />,
    );
    expect(screen.getByRole('textbox', { name: 'Enter amount' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should render on the server with its helper', () => {
    const html = renderOnServer(<CustomAmountInput {...range} defaultValue={75} />);
    expect(html).toContain('value="$75"');
    expect(html).toContain(HELPER);
  });
});
