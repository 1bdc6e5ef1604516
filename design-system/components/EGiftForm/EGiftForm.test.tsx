import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { EGiftForm, type EGiftFormHandle } from './EGiftForm';
import { createEGiftFormValues, type EGiftFormValues } from './egiftFormReducer';
import { TEST_FORM_PROPS, TEST_MESSAGES } from './egiftTestRules';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

// renderWithTheme wraps the tree in a theme div; a rerender must keep it, or React remounts.

const fieldsets = () => screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
const recipient = (n: number) => screen.getByRole('group', { name: `Recipient ${n}` });
const sender = () => screen.getByRole('group', { name: 'Sender' });
const sameEmail = () => screen.getByRole('checkbox', { name: 'Send all cards to the same email' });
const live = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]:not(span)')!;

describe('EGiftForm', () => {
  describe('given one card', () => {
    it('should show a sender and one recipient fieldset with the message on it, and no same-email option', async () => {
      const { container } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      expect(
        fieldsets().map((f) => within(f).getByText(/^(Sender|Recipient \d)$/).textContent),
      ).toEqual(['Sender', 'Recipient 1']);
      for (const group of [sender(), recipient(1)]) {
        expect(within(group).getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
          'aria-required',
          'true',
        );
        expect(within(group).getByRole('textbox', { name: 'First Name' })).toHaveAttribute(
          'maxlength',
          '40',
        );
        expect(within(group).getByRole('textbox', { name: 'Last Name' })).toBeInTheDocument();
      }
      const message = within(recipient(1)).getByRole('textbox', { name: 'Message (optional)' });
      expect(message).toHaveAttribute('maxlength', '150');
      expect(message).toHaveAttribute('placeholder', 'Write a message');
      expect(screen.getByText('Up to 150 characters')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('recipients following the quantity', () => {
    it('should show one recipient fieldset per card, at most maxRecipients, and announce changes', () => {
      const { rerender } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} quantity={3} />);
      expect(screen.getAllByRole('group', { name: /^Recipient \d$/ })).toHaveLength(3);
      rerender(<EGiftForm {...TEST_FORM_PROPS} quantity={8} />);
      expect(screen.getAllByRole('group', { name: /^Recipient \d$/ })).toHaveLength(5);
      expect(live()).toHaveTextContent('Recipients 4 to 5 added');
      rerender(<EGiftForm {...TEST_FORM_PROPS} quantity={8} maxRecipients={4} />);
      expect(screen.getAllByRole('group', { name: /^Recipient \d$/ })).toHaveLength(4);
    });

    it('should keep what was typed when quantity drops and rises again', async () => {
      function Page() {
        const [quantity, setQuantity] = useState(3);
        return (
          <>
            <button type="button" onClick={() => setQuantity((q) => q - 1)}>
              Fewer
            </button>
            <button type="button" onClick={() => setQuantity((q) => q + 1)}>
              More
            </button>
            <EGiftForm {...TEST_FORM_PROPS} quantity={quantity} />
          </>
        );
      }
      const { user } = renderWithTheme(<Page />);
      await user.type(within(recipient(3)).getByRole('textbox', { name: 'First Name' }), 'Kai');
      await user.click(screen.getByRole('button', { name: 'Fewer' }));
      expect(screen.queryByRole('group', { name: 'Recipient 3' })).not.toBeInTheDocument();
      expect(live()).toHaveTextContent('Recipient 3 removed');
      await user.click(screen.getByRole('button', { name: 'More' }));
      expect(within(recipient(3)).getByRole('textbox', { name: 'First Name' })).toHaveValue('Kai');
      expect(live()).toHaveTextContent('Recipient 3 added');
    });

    it('should collapse to one recipient with same-email on and restore typed values when off', async () => {
      const { user, container } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} quantity={3} />);
      await user.type(
        within(recipient(2)).getByRole('textbox', { name: 'Email Address' }),
        'ana@example.com',
      );
      await user.click(sameEmail());
      expect(screen.getAllByRole('group', { name: /^Recipient \d$/ })).toHaveLength(1);
      expect(live()).toHaveTextContent('Recipients 2 to 3 removed');
      expect(sameEmail()).toHaveFocus();
      expect(await axeViolations(container)).toEqual([]);
      await user.click(sameEmail());
      expect(within(recipient(2)).getByRole('textbox', { name: 'Email Address' })).toHaveValue(
        'ana@example.com',
      );
      expect(live()).toHaveTextContent('Recipients 2 to 3 added');
    });
  });

  describe('validation on blur', () => {
    it('should show the sender messages on blur, tied to each field', async () => {
      const { user, container } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      const email = within(sender()).getByRole('textbox', { name: 'Email Address' });
      const first = within(sender()).getByRole('textbox', { name: 'First Name' });
      const last = within(sender()).getByRole('textbox', { name: 'Last Name' });
      await user.click(email);
      await user.tab();
      expect(email).toHaveAccessibleDescription(TEST_MESSAGES.emailRequired);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      await user.tab(); // through First Name, empty
      expect(first).toHaveAccessibleDescription(TEST_MESSAGES.senderFirstName);
      expect(last).not.toHaveAttribute('aria-invalid');
      await user.type(last, 'L33');
      await user.tab();
      expect(last).toHaveAccessibleDescription(TEST_MESSAGES.lastNameLetters);
      await user.type(email, 'sam@');
      expect(email).toHaveAccessibleDescription(TEST_MESSAGES.emailInvalid);
      await user.type(first, '4');
      expect(first).toHaveAccessibleDescription(TEST_MESSAGES.firstNameLetters);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should show the recipient messages in a recipient form', async () => {
      const { user } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      await user.click(within(recipient(1)).getByRole('textbox', { name: 'First Name' }));
      await user.tab();
      await user.tab();
      expect(
        within(recipient(1)).getByRole('textbox', { name: 'First Name' }),
      ).toHaveAccessibleDescription(TEST_MESSAGES.recipientFirstName);
      expect(
        within(recipient(1)).getByRole('textbox', { name: 'Last Name' }),
      ).toHaveAccessibleDescription(TEST_MESSAGES.recipientLastName);
    });

    it('should not validate the optional message when empty', async () => {
      const { user } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      const message = screen.getByRole('textbox', { name: 'Message (optional)' });
      await user.click(message);
      await user.tab();
      expect(message).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('the message', () => {
    it('should replace dashes, bullets and curly quotes as typed or pasted', async () => {
      const { user } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      const message = screen.getByRole('textbox', { name: 'Message (optional)' });
      await user.click(message);
      await user.keyboard('It’s yours—enjoy ');
      await user.paste('“• trail”');
      expect(message).toHaveValue('It\'s yours-enjoy "- trail"');
    });
  });

  describe('submitting', () => {
    it('should show every error and focus the first invalid field through validateAll()', () => {
      const ref = createRef<EGiftFormHandle>();
      renderWithTheme(
        <EGiftForm
          {...TEST_FORM_PROPS}
          ref={ref}
          quantity={2}
          defaultValue={{ sender: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' } }}
        />,
      );
      let valid = true;
      act(() => {
        valid = ref.current!.validateAll();
      });
      expect(valid).toBe(false);
      expect(within(recipient(1)).getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
      expect(screen.getAllByText(TEST_MESSAGES.emailRequired)).toHaveLength(2);
      expect(screen.getAllByText(TEST_MESSAGES.recipientFirstName)).toHaveLength(2);
    });

    it('should show every error and move focus when the parent sets showAllErrors', () => {
      const { rerender } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      expect(screen.queryByText(TEST_MESSAGES.emailRequired)).not.toBeInTheDocument();
      rerender(<EGiftForm {...TEST_FORM_PROPS} showAllErrors />);
      expect(within(sender()).getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
      expect(screen.getByText(TEST_MESSAGES.senderFirstName)).toBeInTheDocument();
      expect(screen.getByText(TEST_MESSAGES.recipientLastName)).toBeInTheDocument();
    });
  });

  describe('values to the parent', () => {
    it('should report values and validity on every change, and on quantity changes', async () => {
      const onValueChange = vi.fn();
      const person = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };
      const { user, rerender } = renderWithTheme(
        <EGiftForm
          {...TEST_FORM_PROPS}
          onValueChange={onValueChange}
          defaultValue={{ sender: person, recipients: [{ ...person, lastName: 'Le' }] }}
        />,
      );
      await user.type(within(recipient(1)).getByRole('textbox', { name: 'Last Name' }), 'e');
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ recipients: [person], quantity: 1 }),
        { valid: true },
      );
      rerender(
        <EGiftForm
          {...TEST_FORM_PROPS}
          onValueChange={onValueChange}
          quantity={2}
          defaultValue={{ sender: person, recipients: [person] }}
        />,
      );
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 2 }), {
        valid: false,
      });
    });

    it('should work controlled, keeping hidden recipients in the parent value', async () => {
      let latest: EGiftFormValues | undefined;
      function Page() {
        const [values, setValues] = useState(() => createEGiftFormValues({ quantity: 2 }));
        const [quantity, setQuantity] = useState(2);
        latest = values;
        return (
          <>
            <button type="button" onClick={() => setQuantity(1)}>
              One
            </button>
            <button type="button" onClick={() => setQuantity(2)}>
              Two
            </button>
            <EGiftForm
              {...TEST_FORM_PROPS}
              quantity={quantity}
              value={values}
              onValueChange={(v) => setValues(v)}
            />
          </>
        );
      }
      const { user } = renderWithTheme(<Page />);
      await user.type(within(recipient(2)).getByRole('textbox', { name: 'Last Name' }), 'Ruiz');
      expect(latest?.recipients[1]?.lastName).toBe('Ruiz');
      await user.click(screen.getByRole('button', { name: 'One' }));
      expect(latest?.quantity).toBe(1);
      expect(latest?.recipients[1]?.lastName).toBe('Ruiz');
      await user.click(screen.getByRole('button', { name: 'Two' }));
      expect(within(recipient(2)).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Ruiz');
    });
  });

  it('should render on the server', () => {
    const html = renderOnServer(<EGiftForm {...TEST_FORM_PROPS} quantity={2} />);
    expect(html).toContain('<legend');
    expect(html).toContain('Recipient 2');
    expect(html).toContain('Send all cards to the same email');
  });
});
