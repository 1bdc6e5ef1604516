import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QuantityStepper } from './QuantityStepper';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { frCA } from '../../i18n/frCA';

const spin = <T extends HTMLElement = HTMLElement>() =>
  screen.getByRole<T>('spinbutton', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

// The bounds and debounce a page would pass (the component's own defaults are neutral).
const SMALL = { max: 10, debounceMs: 500 };

describe('QuantityStepper', () => {
  describe('given the defaults', () => {
    it('should be a labelled spinbutton from 1 to 10 with named buttons', async () => {
      const { container } = renderWithTheme(<QuantityStepper {...SMALL} />);
      const input = spin();
      expect(input.tagName).toBe('INPUT');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveAttribute('aria-valuenow', '1');
      expect(input).toHaveAttribute('aria-valuemin', '1');
      expect(input).toHaveAttribute('aria-valuemax', '10');
      expect(input).toHaveValue('1');
      expect(screen.getByRole('group', { name: 'Quantity' })).toContainElement(plus());
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should keep the buttons out of the tab order', async () => {
      const { user } = renderWithTheme(<QuantityStepper {...SMALL} />);
      await user.tab();
      expect(spin()).toHaveFocus();
      await user.tab();
      expect(document.body).toHaveFocus();
      expect(minus()).toHaveAttribute('tabindex', '-1');
    });
  });

  describe('in another locale', () => {
    it('should name itself and its buttons, and announce, in French', async () => {
      const { user, container } = renderInLocale(<QuantityStepper {...SMALL} debounceMs={0} />, {
        locale: 'fr-CA',
        messages: frCA,
      });
      const input = screen.getByRole('spinbutton', { name: 'Quantité' });
      await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
      expect(input).toHaveValue('2');
      expect(await screen.findByText('Quantité 2')).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should show the locale’s digits and read back what is typed in them (ar-EG)', async () => {
      const onValueChange = vi.fn();
      const { user } = renderInLocale(
        <QuantityStepper
          {...SMALL}
          debounceMs={0}
          label="Quantity"
          onValueChange={onValueChange}
        />,
        { locale: 'ar-EG' },
      );
      const input = spin<HTMLInputElement>();
      expect(input).toHaveValue('١');
      await user.tripleClick(input);
      await user.keyboard('٧{Enter}');
      await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(7));
      expect(input).toHaveValue('٧');
      expect(input).toHaveAttribute('aria-valuenow', '7');
    });
  });

  describe('keyboard (APG spinbutton)', () => {
    it('should step with Up/Down, jump with Home/End and take page steps', async () => {
      const { user } = renderWithTheme(<QuantityStepper {...SMALL} max={50} defaultValue={5} />);
      await user.click(spin());
      await user.keyboard('{ArrowUp}');
      expect(spin()).toHaveAttribute('aria-valuenow', '6');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(spin()).toHaveValue('4');
      await user.keyboard('{PageUp}');
      expect(spin()).toHaveValue('14');
      await user.keyboard('{PageDown}');
      expect(spin()).toHaveValue('4');
      await user.keyboard('{End}');
      expect(spin()).toHaveValue('50');
      await user.keyboard('{Home}');
      expect(spin()).toHaveValue('1');
    });
  });

  describe('at the bounds', () => {
    it('should mark minus disabled at min and plus disabled at max', async () => {
      const { user, container } = renderWithTheme(<QuantityStepper {...SMALL} />);
      expect(minus()).toHaveAttribute('aria-disabled', 'true');
      expect(plus()).not.toHaveAttribute('aria-disabled');
      await user.click(spin());
      await user.keyboard('{End}');
      expect(plus()).toHaveAttribute('aria-disabled', 'true');
      expect(minus()).not.toHaveAttribute('aria-disabled');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should report plus at max and ArrowUp at max without changing the value', async () => {
      const onMaxExceeded = vi.fn();
      const { user } = renderWithTheme(
        <QuantityStepper {...SMALL} defaultValue={10} onMaxExceeded={onMaxExceeded} />,
      );
      await user.click(plus());
      expect(onMaxExceeded).toHaveBeenLastCalledWith(11);
      expect(spin()).toHaveValue('10');
      await user.click(spin());
      await user.keyboard('{ArrowUp}');
      expect(onMaxExceeded).toHaveBeenCalledTimes(2);
    });

    it('should report minus at min', async () => {
      const onMinExceeded = vi.fn();
      const { user } = renderWithTheme(
        <QuantityStepper {...SMALL} onMinExceeded={onMinExceeded} />,
      );
      await user.click(minus());
      expect(onMinExceeded).toHaveBeenCalledWith(0);
      expect(spin()).toHaveValue('1');
    });
  });

  describe('typing', () => {
    it('should keep digits only and commit on blur, clamping 60 to 50 and reporting it', async () => {
      const onMaxExceeded = vi.fn();
      const { user } = renderWithTheme(
        <QuantityStepper {...SMALL} max={50} onMaxExceeded={onMaxExceeded} />,
      );
      await user.tripleClick(spin());
      await user.keyboard('6x0');
      expect(spin()).toHaveValue('60');
      expect(spin()).toHaveAttribute('aria-invalid', 'true');
      expect(onMaxExceeded).not.toHaveBeenCalled();
      await user.tab();
      expect(spin()).toHaveValue('50');
      expect(spin()).not.toHaveAttribute('aria-invalid');
      expect(onMaxExceeded).toHaveBeenCalledWith(60);
    });

    it('should commit on Enter and report a value under min', async () => {
      const onMinExceeded = vi.fn();
      const { user } = renderWithTheme(
        <QuantityStepper {...SMALL} min={51} max={999} onMinExceeded={onMinExceeded} />,
      );
      await user.tripleClick(spin());
      await user.keyboard('20{Enter}');
      expect(spin()).toHaveValue('51');
      expect(onMinExceeded).toHaveBeenCalledWith(20);
    });

    it('should go back to the last value when emptied', async () => {
      const { user } = renderWithTheme(<QuantityStepper {...SMALL} defaultValue={4} />);
      await user.tripleClick(spin());
      await user.keyboard('{Backspace}');
      expect(spin()).toHaveValue('');
      expect(spin()).not.toHaveAttribute('aria-valuenow');
      await user.tab();
      expect(spin()).toHaveValue('4');
    });
  });

  // fireEvent rather than user-event here: user-event waits on real timers between actions, which
  // never fire under fake timers.
  describe('debounced reporting (fake timers)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('should update the display at once and report the settled value after 500 ms', () => {
      const onValueChange = vi.fn();
      renderWithTheme(<QuantityStepper {...SMALL} onValueChange={onValueChange} />);
      fireEvent.click(plus());
      fireEvent.click(plus());
      expect(spin()).toHaveValue('3');
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(onValueChange).not.toHaveBeenCalled();
      expect(screen.queryByText('Quantity 3')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onValueChange).toHaveBeenCalledTimes(1);
      expect(onValueChange).toHaveBeenCalledWith(3);
      // Announced politely once it settles, not per press.
      expect(screen.getByText('Quantity 3')).toHaveAttribute('aria-live', 'polite');
    });

    it('should apply a typed value debounceMs after the last keystroke, without blur or Enter', () => {
      const onValueChange = vi.fn();
      const onMaxExceeded = vi.fn();
      renderWithTheme(
        <QuantityStepper
          max={5}
          debounceMs={500}
          onValueChange={onValueChange}
          onMaxExceeded={onMaxExceeded}
        />,
      );
      fireEvent.change(spin(), { target: { value: '3' } });
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(3);
      expect(spin()).toHaveValue('3');
      fireEvent.change(spin(), { target: { value: '7' } });
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(onMaxExceeded).toHaveBeenCalledExactlyOnceWith(7);
      expect(onValueChange).toHaveBeenLastCalledWith(5);
      expect(spin()).toHaveValue('5');
    });

    it('should restart the delay on each change', () => {
      const onValueChange = vi.fn();
      renderWithTheme(<QuantityStepper {...SMALL} onValueChange={onValueChange} />);
      fireEvent.keyDown(spin(), { key: 'ArrowUp' });
      act(() => {
        vi.advanceTimersByTime(400);
      });
      fireEvent.keyDown(spin(), { key: 'ArrowUp' });
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(3);
    });

    it('should honour debounceMs and not report a change undone within it', () => {
      const onValueChange = vi.fn();
      renderWithTheme(
        <QuantityStepper
          {...SMALL}
          onValueChange={onValueChange}
          debounceMs={200}
          defaultValue={2}
        />,
      );
      fireEvent.click(plus());
      fireEvent.click(minus());
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(onValueChange).not.toHaveBeenCalled();
      fireEvent.click(plus());
      act(() => {
        vi.advanceTimersByTime(199);
      });
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onValueChange).toHaveBeenCalledWith(3);
    });

    it('should report at once when focus leaves the stepper (no stale quantity on add to cart)', () => {
      const onValueChange = vi.fn();
      renderWithTheme(
        <>
          <QuantityStepper {...SMALL} onValueChange={onValueChange} />
          <button type="button">Add to cart</button>
        </>,
      );
      fireEvent.click(plus());
      // Focus moving between the stepper's own parts does not flush.
      fireEvent.focusOut(plus(), { relatedTarget: spin() });
      expect(onValueChange).not.toHaveBeenCalled();
      fireEvent.focusOut(spin(), {
        relatedTarget: screen.getByRole('button', { name: 'Add to cart' }),
      });
      expect(onValueChange).toHaveBeenCalledWith(2);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onValueChange).toHaveBeenCalledTimes(1);
    });
  });

  describe('when controlled', () => {
    it('should report to the parent and follow its value', async () => {
      function Parent() {
        const [quantity, setQuantity] = useState(3);
        return (
          <>
            <QuantityStepper
              {...SMALL}
              value={quantity}
              onValueChange={setQuantity}
              debounceMs={0}
            />
            <button type="button" onClick={() => setQuantity(7)}>
              Set 7
            </button>
            <output>{quantity}</output>
          </>
        );
      }
      const { user } = renderWithTheme(<Parent />);
      expect(spin()).toHaveValue('3');
      await user.click(spin());
      await user.keyboard('{ArrowUp}');
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4'), {
        timeout: 5_000,
      });
      await user.click(screen.getByRole('button', { name: 'Set 7' }));
      expect(spin()).toHaveValue('7');
    });
  });

  describe('errors and disabled', () => {
    it('should tie an error to the input and mark it invalid', async () => {
      const { container } = renderWithTheme(<QuantityStepper {...SMALL} error="Only 5 left" />);
      expect(spin()).toHaveAttribute('aria-invalid', 'true');
      expect(spin()).toHaveAccessibleDescription('Only 5 left');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should disable the input and both buttons', async () => {
      const { container } = renderWithTheme(
        <QuantityStepper {...SMALL} disabled defaultValue={3} />,
      );
      expect(spin()).toBeDisabled();
      expect(minus()).toBeDisabled();
      expect(plus()).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given digits typed into the server-rendered input before it hydrated', () => {
    it('should take over what the input holds and tell the parent, which follows it', async () => {
      function Parent() {
        const [quantity, setQuantity] = useState(1);
        return (
          <>
            <QuantityStepper {...SMALL} value={quantity} onValueChange={setQuantity} />
            <output>{quantity}</output>
          </>
        );
      }
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderOnServer(<Parent />);
      // The page's script is still loading: the browser edits the server's input on its own.
      spin<HTMLInputElement>().value = '4';
      const { user } = renderWithTheme(<Parent />, { container, hydrate: true });
      expect(spin()).toHaveValue('4');
      expect(spin()).toHaveAttribute('aria-valuenow', '4');
      expect(screen.getByRole('status')).toHaveTextContent('4');
      // The next step starts from what was typed, not from the server's 1.
      await user.click(plus());
      expect(spin()).toHaveValue('5');
    });

    it('should leave a client render and text that is not a quantity alone', () => {
      const onValueChange = vi.fn();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderOnServer(
        <QuantityStepper {...SMALL} defaultValue={3} onValueChange={onValueChange} />,
      );
      spin<HTMLInputElement>().value = '';
      renderWithTheme(
        <QuantityStepper {...SMALL} defaultValue={3} onValueChange={onValueChange} />,
        { container, hydrate: true },
      );
      expect(spin()).toHaveAttribute('aria-valuenow', '3');
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  it('should render on the server', () => {
    const html = renderOnServer(<QuantityStepper {...SMALL} defaultValue={4} />);
    expect(html).toContain('role="spinbutton"');
    expect(html).toContain('aria-valuenow="4"');
    expect(html).toContain('aria-label="Decrease quantity"');
  });
});
