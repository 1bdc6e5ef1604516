import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { EGiftForm, type EGiftFormHandle } from './EGiftForm';
import { createEGiftFormValues, type EGiftFormValues } from './eGiftFormReducer';
import { TEST_FORM_PROPS, TEST_MESSAGES, TEST_VALIDATORS } from './eGiftTestRules';
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
        // No native maxlength: it would cut a paste without a word (the limits show as errors).
        expect(within(group).getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute(
          'maxlength',
        );
        expect(within(group).getByRole('textbox', { name: 'Last Name' })).toBeInTheDocument();
      }
      const message = within(recipient(1)).getByRole('textbox', { name: 'Message (optional)' });
      expect(message).not.toHaveAttribute('maxlength');
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

  describe('length limits: nothing is cut', () => {
    it('given a pasted 42-character e-mail, should keep it whole and valid', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <EGiftForm {...TEST_FORM_PROPS} onValueChange={onValueChange} />,
      );
      const address = `${'a'.repeat(30)}@example.com`;
      const email = within(sender()).getByRole('textbox', { name: 'Email Address' });
      await user.click(email);
      await user.paste(address);
      await user.tab();
      expect(email).toHaveValue(address);
      expect(email).not.toHaveAttribute('aria-invalid');
      const [values] = onValueChange.mock.lastCall as [EGiftFormValues, unknown];
      expect(values.sender.email).toBe(address);
    });

    it('given a name over its limit, should keep it and say the limit at once, before any blur', async () => {
      const { user, container } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      const first = within(recipient(1)).getByRole('textbox', { name: 'First Name' });
      await user.click(first);
      await user.paste('A'.repeat(41));
      expect(first).toHaveValue('A'.repeat(41));
      expect(first).toHaveAttribute('aria-invalid', 'true');
      expect(first).toHaveAccessibleDescription('Too long: at most 40 characters');
      await user.keyboard('{Backspace}');
      expect(first).not.toHaveAttribute('aria-invalid');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('given a message over its limit, should keep it, show the excess in the counter and the error', async () => {
      const { user } = renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} />);
      const message = screen.getByRole('textbox', { name: 'Message (optional)' });
      await user.click(message);
      await user.paste('m'.repeat(155));
      expect(message).toHaveValue('m'.repeat(155));
      expect(screen.getByText('155/150')).toHaveAttribute('data-state', 'over');
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(message).toHaveAccessibleDescription(
        'Up to 150 characters, 155 of 150 characters used At most 150 characters',
      );
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

  describe('given text typed into the server-rendered form before it hydrated', () => {
    it('should count what the fields show: values and validity go up, and a re-render keeps them', () => {
      const onValueChange = vi.fn();
      const form = (quantity: number) => (
        <EGiftForm {...TEST_FORM_PROPS} quantity={quantity} onValueChange={onValueChange} />
      );
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderOnServer(form(1));
      // The page's script is still loading: the browser edits the server's fields on its own.
      const typed: Array<[HTMLElement, string, string]> = [
        [sender(), 'Email Address', 'sam@example.com'],
        [sender(), 'First Name', 'Sam'],
        [sender(), 'Last Name', 'Lee'],
        [recipient(1), 'Email Address', 'ana@example.com'],
        [recipient(1), 'First Name', 'Ana'],
        [recipient(1), 'Last Name', 'Diaz'],
        [recipient(1), 'Message (optional)', 'Enjoy'],
      ];
      for (const [group, name, value] of typed) {
        within(group).getByRole<HTMLInputElement>('textbox', { name }).value = value;
      }
      const { rerender } = renderWithTheme(form(1), { container, hydrate: true });
      const ana = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz' };
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          sender: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' },
          recipients: [ana],
          message: 'Enjoy',
        }),
        { valid: true },
      );
      // A re-render (here a second card) must not empty what the shopper typed.
      rerender(form(2));
      expect(within(sender()).getByRole('textbox', { name: 'Email Address' })).toHaveValue(
        'sam@example.com',
      );
      expect(within(recipient(1)).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Diaz');
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ quantity: 2, recipients: [ana] }),
        { valid: false },
      );
    });
  });

  it('should render on the server', () => {
    const html = renderOnServer(<EGiftForm {...TEST_FORM_PROPS} quantity={2} />);
    expect(html).toContain('<legend');
    expect(html).toContain('Recipient 2');
    expect(html).toContain('Send all cards to the same email');
  });

  describe('the optional send date', () => {
    const sendDate = (value: string) => (value !== '' && value < '2026-12-01' ? 'Too early' : null);

    it('should not show without showSendDate', () => {
      renderWithTheme(<EGiftForm {...TEST_FORM_PROPS} sendDateLabel="Send on (optional)" />);
      expect(screen.queryByLabelText('Send on (optional)')).not.toBeInTheDocument();
      expect(document.querySelector('input[type="date"]')).toBeNull();
    });

    it('should be a labelled date field with its hint and bounds, checked on blur', async () => {
      const onValueChange = vi.fn();
      const { container, user } = renderWithTheme(
        <EGiftForm
          {...TEST_FORM_PROPS}
          validators={{ ...TEST_VALIDATORS, sendDate }}
          showSendDate
          sendDateLabel="Send on (optional)"
          sendDateHint="Leave empty to send it now."
          sendDateMin="2026-12-01"
          sendDateMax="2027-12-01"
          onValueChange={onValueChange}
        />,
      );
      const field = screen.getByLabelText('Send on (optional)');
      expect(field).toHaveAttribute('type', 'date');
      expect(field).toHaveAttribute('name', 'sendDate');
      expect(field).toHaveAttribute('min', '2026-12-01');
      expect(field).toHaveAttribute('max', '2027-12-01');
      expect(field).toHaveAccessibleDescription('Leave empty to send it now.');
      await user.type(field, '2026-11-20');
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await user.tab();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Too early/);
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ sendDate: '2026-11-20' }),
        { valid: false },
      );
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should keep a date and a zone it was given', () => {
      const onValueChange = vi.fn();
      renderWithTheme(
        <EGiftForm
          {...TEST_FORM_PROPS}
          showSendDate
          sendDateLabel="Send on (optional)"
          defaultValue={{ sendDate: '2026-12-12', sendTimeZone: 'Pacific/Honolulu' }}
          onValueChange={onValueChange}
        />,
      );
      expect(screen.getByLabelText('Send on (optional)')).toHaveValue('2026-12-12');
    });
  });

  describe('when a design is picked', () => {
    it('should check it in the tap’s own commit and report the values after, in a transition', async () => {
      const designs = [
        { id: 'birthday', name: 'Happy Birthday', imageUrl: '/birthday.svg' },
        { id: 'thank-you', name: 'Thank You', imageUrl: '/thank-you.svg' },
      ];
      // A page that shows what it was told, without a transition of its own.
      function Page() {
        const [designId, setDesignId] = useState('birthday');
        return (
          <>
            <EGiftForm
              {...TEST_FORM_PROPS}
              designs={designs}
              onValueChange={(values) => setDesignId(values.designId ?? '')}
            />
            <output>{designId}</output>
          </>
        );
      }
      renderWithTheme(<Page />);
      const thankYou = screen.getByRole('radio', { name: 'Thank You' });

      // As the browser delivers a click, outside act(): React renders the click's urgent updates
      // before it returns and leaves a transition to its scheduler (a later task).
      const before = globalThis.IS_REACT_ACT_ENVIRONMENT;
      globalThis.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        thankYou.click();
      } finally {
        globalThis.IS_REACT_ACT_ENVIRONMENT = before;
      }
      await Promise.resolve();

      expect(thankYou).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Happy Birthday' })).not.toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('birthday');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('thank-you'));
      expect(thankYou).toBeChecked();
    });
  });
});
