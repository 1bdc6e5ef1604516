import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { AmountChips } from './AmountChips';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { frCA } from '../../i18n/frCA';

const amounts = [25, 50, 100, 250];

describe('AmountChips', () => {
  describe('given preset amounts', () => {
    it('should be a radio group named "Amount" of native radios labelled $25… and Other amount', async () => {
      const { container } = renderWithTheme(<AmountChips amounts={amounts} />);
      const group = screen.getByRole('radiogroup', { name: 'Amount' });
      const radios = screen.getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        '$25',
        '$50',
        '$100',
        '$250',
        'Other amount',
      ]);
      expect(group).toContainElement(radios[0]!);
      expect(radios[0]).toHaveAccessibleName('$25');
      expect(radios.every((r) => r instanceof HTMLInputElement && r.type === 'radio')).toBe(true);
      expect(screen.getByRole('radio', { name: '$25' })).not.toBeChecked();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take its accessible name from the label prop', () => {
      renderWithTheme(<AmountChips amounts={amounts} label="Amount" hideLabel />);
      expect(screen.getByRole('radiogroup', { name: 'Amount' })).toBeInTheDocument();
    });
  });

  describe('given a locale and currency', () => {
    const chipTexts = () =>
      screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);

    it('should show pounds in en-GB and name the group with the shop’s messages', () => {
      renderInLocale(<AmountChips amounts={[15, 1500]} />, {
        locale: 'en-GB',
        currency: 'GBP',
        messages: { 'AmountChips.label': 'Voucher value', 'AmountChips.customLabel': 'Another' },
      });
      expect(screen.getByRole('radiogroup', { name: 'Voucher value' })).toBeInTheDocument();
      expect(chipTexts()).toEqual(['£15', '£1,500', 'Another']);
    });

    it('should speak French and write dollars after the amount in fr-CA', async () => {
      const { container } = renderInLocale(<AmountChips amounts={[25, 1500]} />, {
        locale: 'fr-CA',
        currency: 'CAD',
        messages: frCA,
      });
      expect(screen.getByRole('radiogroup', { name: 'Montant' })).toBeInTheDocument();
      expect(chipTexts()).toEqual(['25\u00a0$', '1\u00a0500\u00a0$', 'Autre montant']);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take a currency prop over the provider’s, and props over messages', () => {
      renderInLocale(<AmountChips amounts={[20]} currency="EUR" customLabel="Other" />, {
        locale: 'en-GB',
        currency: 'GBP',
        messages: frCA,
      });
      expect(chipTexts()).toEqual(['€20', 'Other']);
    });
  });

  describe('when nothing is checked', () => {
    it('should put only the first chip in the tab order', async () => {
      const { user } = renderWithTheme(
        <>
          <button type="button">Before</button>
          <AmountChips amounts={amounts} />
          <button type="button">After</button>
        </>,
      );
      screen.getByRole('button', { name: 'Before' }).focus();
      await user.tab();
      expect(screen.getByRole('radio', { name: '$25' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
      // Native radios: Shift+Tab comes back in at the last chip (the browser's own behaviour).
      await user.tab({ shift: true });
      expect(screen.getByRole('radio', { name: 'Other amount' })).toHaveFocus();
    });

    it('should check the focused chip with Space', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <AmountChips amounts={amounts} onValueChange={onValueChange} />,
      );
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole('radio', { name: '$25' })).toBeChecked();
      expect(onValueChange).toHaveBeenCalledWith('25');
    });
  });

  describe('when a chip is checked', () => {
    it('should enter the group at the checked chip', async () => {
      const { user } = renderWithTheme(
        <>
          <button type="button">Before</button>
          <AmountChips amounts={amounts} defaultValue="100" />
        </>,
      );
      screen.getByRole('button', { name: 'Before' }).focus();
      await user.tab();
      expect(screen.getByRole('radio', { name: '$100' })).toHaveFocus();
      await user.tab();
      expect(document.body).toHaveFocus();
    });

    it('should move focus and selection with the arrows, wrapping at both ends', async () => {
      const onValueChange = vi.fn();
      const { user, container } = renderWithTheme(
        <AmountChips amounts={amounts} defaultValue="250" onValueChange={onValueChange} />,
      );
      await user.tab();
      await user.keyboard('{ArrowRight}');
      const custom = screen.getByRole('radio', { name: 'Other amount' });
      expect(custom).toHaveFocus();
      expect(custom).toBeChecked();
      await user.keyboard('{ArrowDown}'); // wraps to the first
      expect(screen.getByRole('radio', { name: '$25' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: '$25' })).toBeChecked();
      await user.keyboard('{ArrowLeft}'); // wraps back to the last
      expect(custom).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('radio', { name: '$250' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: '$250' })).toBeChecked();
      expect(onValueChange.mock.calls.map(([v]) => v as string)).toEqual([
        'custom',
        '25',
        'custom',
        '250',
      ]);
      expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should check a chip on click', async () => {
      const { user } = renderWithTheme(<AmountChips amounts={amounts} defaultValue="25" />);
      await user.click(screen.getByRole('radio', { name: '$50' }));
      expect(screen.getByRole('radio', { name: '$50' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '$25' })).not.toBeChecked();
    });
  });

  describe('when controlled', () => {
    it('should show the parent value and report requests without changing on its own', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <AmountChips amounts={amounts} value="50" onValueChange={onValueChange} />,
      );
      await user.click(screen.getByRole('radio', { name: '$100' }));
      expect(onValueChange).toHaveBeenCalledWith('100');
      expect(screen.getByRole('radio', { name: '$50' })).toBeChecked();
    });

    it('should follow the parent', async () => {
      function Parent() {
        const [value, setValue] = useState<string | null>(null);
        return (
          <>
            <AmountChips amounts={amounts} value={value} onValueChange={setValue} />
            <output>{value ?? 'none'}</output>
          </>
        );
      }
      const { user } = renderWithTheme(<Parent />);
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('radio', { name: 'Other amount' })).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('custom');
    });
  });

  describe('when disabled', () => {
    it('should leave the tab order and ignore clicks', async () => {
      const onValueChange = vi.fn();
      const { user, container } = renderWithTheme(
        <AmountChips amounts={amounts} disabled onValueChange={onValueChange} />,
      );
      await user.tab();
      expect(document.body).toHaveFocus();
      await user.click(screen.getByRole('radio', { name: '$25' }));
      expect(onValueChange).not.toHaveBeenCalled();
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should post the checked chip under its name in a form', () => {
    const { container } = renderWithTheme(
      <form>
        <AmountChips amounts={amounts} defaultValue="50" name="giftAmount" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('giftAmount')).toBe('50');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('name') === 'giftAmount')).toBe(
      true,
    );
  });

  it('should render on the server as native radios with the checked one checked', () => {
    const html = renderOnServer(<AmountChips amounts={amounts} name="amount" defaultValue="100" />);
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/<input type="radio"[^>]*name="amount" checked="" value="100"/);
    expect(html).not.toMatch(/value="50" checked/);
  });
});
