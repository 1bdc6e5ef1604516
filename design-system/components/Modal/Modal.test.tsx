import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from './Modal';
import { Button } from '../Button/Button';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { frCA } from '../../i18n/frCA';

function QuantityLimitModal(props: Partial<Parameters<typeof Modal>[0]>) {
  return (
    <Modal
      title="Quantity limit reached"
      description="You can buy up to 50 gift cards here."
      trigger={<Button>Check quantity</Button>}
      {...props}
    >
      <p>
        <a href="/p/bulk-gift-card">Buy bulk gift cards</a> or go back to the{' '}
        <a href="/p/gift-card">standard gift card</a>.
      </p>
    </Modal>
  );
}

describe('Modal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should submit only the form inside it, not a form it is rendered in', async () => {
    const outer = vi.fn((event: FormEvent) => event.preventDefault());
    const inner = vi.fn((event: FormEvent) => event.preventDefault());
    const { user } = renderWithTheme(
      <form aria-label="Purchase" onSubmit={outer}>
        <Modal title="Find a store" defaultOpen>
          <form aria-label="Store search" onSubmit={inner}>
            <button type="submit">Find stores</button>
          </form>
        </Modal>
        <button type="submit">Add to cart</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  describe('given a trigger, when opened by keyboard', () => {
    it('should be a modal dialog named by its title and described by its description', async () => {
      const { user } = renderWithTheme(<QuantityLimitModal />);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Check quantity' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Quantity limit reached' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleDescription('You can buy up to 50 gift cards here.');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('should hide the rest of the page from assistive technology', async () => {
      const { user, container } = renderWithTheme(<QuantityLimitModal />);
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      expect(container).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('button', { name: 'Check quantity' })).toBeNull();
    });

    it('should wrap Tab and Shift+Tab inside the dialog', async () => {
      const { user } = renderWithTheme(<QuantityLimitModal />);
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      const close = screen.getByRole('button', { name: 'Close' });
      const bulk = screen.getByRole('link', { name: 'Buy bulk gift cards' });
      const standard = screen.getByRole('link', { name: 'standard gift card' });
      expect(close).toHaveFocus();
      await user.tab();
      expect(bulk).toHaveFocus();
      await user.tab();
      expect(standard).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(standard).toHaveFocus();
    });

    it('should close on Escape and return focus to the trigger', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithTheme(<QuantityLimitModal onOpenChange={onOpenChange} />);
      const trigger = screen.getByRole('button', { name: 'Check quantity' });
      await user.tab();
      await user.keyboard('{Enter}');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger).toHaveFocus();
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    });

    it('should close with the close button named "Close"', async () => {
      const { user } = renderWithTheme(<QuantityLimitModal />);
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Check quantity' })).toHaveFocus();
    });
  });

  describe('uncontrolled with defaultOpen', () => {
    it('should start open, without a description when none is given', async () => {
      renderWithTheme(
        <Modal title="Quick view" defaultOpen size="large">
          <p>Gift card</p>
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Quick view' });
      expect(dialog).not.toHaveAttribute('aria-describedby');
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  describe('controlled from outside, without a trigger', () => {
    function CartPage() {
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
          >
            <p>Only 50 per order.</p>
          </Modal>
        </>
      );
    }

    it('should open from state and return focus to returnFocusRef on Escape', async () => {
      const { user } = renderWithTheme(<CartPage />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(screen.getByRole('dialog', { name: 'Quantity limit reached' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    });

    it('should stay open while the parent keeps open=true', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithTheme(
        <Modal title="Back in stock" open onOpenChange={onOpenChange}>
          <p>Form</p>
        </Modal>,
      );
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog', { name: 'Back in stock' })).toBeInTheDocument();
    });
  });

  describe('given initialFocus "title", opened without the shopper asking', () => {
    function Opened({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
      return (
        <Modal title="Quantity error" open onOpenChange={onOpenChange} initialFocus="title">
          <a href="/p/bulk">Shop bulk gift cards</a>
        </Modal>
      );
    }

    it('should start on the title, so an Enter pressed then neither closes nor follows a link', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithTheme(<Opened onOpenChange={onOpenChange} />);
      const title = screen.getByRole('heading', { name: 'Quantity error' });
      await waitFor(() => expect(title).toHaveFocus());
      await user.keyboard('{Enter}');
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Quantity error' })).toBeInTheDocument();
    });

    it('should keep the title out of the Tab order: Tab goes on to the close button', async () => {
      const { user } = renderWithTheme(<Opened onOpenChange={vi.fn()} />);
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Quantity error' })).toHaveFocus(),
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Shop bulk gift cards' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
  });

  describe('when the body is taller than the dialog', () => {
    it('should make the body a focusable, named scroll region', async () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
      renderWithTheme(
        <Modal title="Quick view" defaultOpen>
          <p>Long text</p>
        </Modal>,
      );
      const region = await screen.findByRole('region', { name: 'Quick view' });
      expect(region).toHaveAttribute('tabindex', '0');
      await waitFor(() => expect(region).toHaveTextContent('Long text'));
    });
  });

  describe('on a page in another language (WCAG 3.1.2)', () => {
    /** The language a screen reader reads `el` in: the nearest `lang`. */
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang');

    it('given it opens from a part in English on a French page, should say its content and close button are English', async () => {
      const { user } = renderInLocale(
        <LocaleProvider locale="en-US" part>
          <div lang="en-US">
            <QuantityLimitModal />
          </div>
        </LocaleProvider>,
        { locale: 'fr-CA', messages: frCA },
      );
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      const dialog = screen.getByRole('dialog', { name: 'Quantity limit reached' });
      expect(langOf(dialog)).toBe('en-US');
      const close = screen.getByRole('button', { name: 'Close' });
      expect(langOf(close)).toBe('en-US');
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('given it opens from the French page itself, should stay in French with no lang of its own', async () => {
      const { user } = renderInLocale(<QuantityLimitModal title="Limite atteinte" />, {
        locale: 'fr-CA',
        messages: frCA,
      });
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      const dialog = screen.getByRole('dialog', { name: 'Limite atteinte' });
      expect(dialog.closest('[lang]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    });

    it('given a lang, should say it on its content, whatever part it opens from', async () => {
      const { user } = renderInLocale(
        <QuantityLimitModal lang="en-US" closeLabel="Close the quantity limit" />,
        { locale: 'fr-CA', messages: frCA },
      );
      await user.click(screen.getByRole('button', { name: 'Check quantity' }));
      expect(langOf(screen.getByRole('dialog'))).toBe('en-US');
      expect(langOf(screen.getByRole('button', { name: 'Close the quantity limit' }))).toBe(
        'en-US',
      );
    });
  });

  it('should render the trigger on the server, closed', () => {
    const html = renderOnServer(<QuantityLimitModal />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Quantity limit reached');
  });
});
