import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BackInStockForm, type BackInStockFormProps } from './BackInStockForm';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

// The copy and the address rule are the page's; the tests pass their own.
const copy = {
  label: 'Your address',
  isValidEmail: (value: string) => /^\S+@\S+\.[a-z]{2,}$/.test(value.trim()),
  invalidEmailMessage: 'That address will not work.',
  submitLabel: 'Notify me',
  successTitle: 'You are on the list',
  successMessage: 'We will write when it is back.',
  alreadyRegisteredMessage: 'That address is on the list already.',
} satisfies BackInStockFormProps;
const INVALID = copy.invalidEmailMessage;
const email = () => screen.getByRole('textbox', { name: 'Your address' });
const submit = () => screen.getByRole('button', { name: /Notify me/ });

/** A promise the test settles by hand, to look at the submitting state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BackInStockForm', () => {
  describe('when idle', () => {
    it("should show the 'Your address*' field and a Notify me button, with an empty status region", async () => {
      const { container } = renderWithTheme(<BackInStockForm {...copy} />);
      expect(container.querySelector('label')).toHaveTextContent('Your address*');
      expect(email()).toHaveAttribute('aria-required', 'true');
      expect(email()).toHaveAttribute('autocomplete', 'email');
      expect(submit()).toHaveAttribute('type', 'submit');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an invalid address', () => {
    it('should show the message on blur, tied to the field', async () => {
      const { user, container } = renderWithTheme(<BackInStockForm {...copy} />);
      await user.type(email(), 'sam@example');
      await user.tab();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveAccessibleDescription(INVALID);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should not submit, and should focus the field, on submit with an empty or invalid address', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithTheme(<BackInStockForm {...copy} onSubmit={onSubmit} />);
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(email()).toHaveFocus();
      expect(screen.getByText(INVALID)).toBeInTheDocument();
    });

    it('should use the configured spelling', async () => {
      const { user } = renderWithTheme(
        <BackInStockForm {...copy} invalidEmailMessage="Another spelling." />,
      );
      await user.type(email(), 'nope{Enter}');
      expect(screen.getByText('Another spelling.')).toBeInTheDocument();
    });
  });

  describe('given a valid address', () => {
    it('should submit with the trimmed address, show the busy button, then the announced success', async () => {
      const request = deferred<'success'>();
      const onSubmit = vi.fn(() => request.promise);
      const onStatusChange = vi.fn();
      const { user, container } = renderWithTheme(
        <BackInStockForm {...copy} onSubmit={onSubmit} onStatusChange={onStatusChange} />,
      );
      await user.type(email(), ' sam@example.com ');
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('sam@example.com');
      expect(submit()).toHaveAttribute('aria-busy', 'true');
      expect(await axeViolations(container)).toEqual([]);
      await user.keyboard('{Enter}'); // a second Enter while busy sends nothing
      expect(onSubmit).toHaveBeenCalledTimes(1);
      request.resolve('success');
      const status = screen.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(copy.successTitle));
      expect(status).toHaveTextContent(copy.successMessage);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(status).toHaveFocus();
      expect(onStatusChange.mock.calls).toEqual([['submitting'], ['success']]);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should say so when the address is already registered, and clear it on edit', async () => {
      const { user, container } = renderWithTheme(
        <BackInStockForm
          {...copy}
          onSubmit={() => Promise.resolve('alreadyRegistered' as const)}
        />,
      );
      await user.type(email(), 'sam@example.com{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(copy.alreadyRegisteredMessage),
      );
      expect(email()).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await user.type(email(), 'x');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('should go back to idle when the request fails', async () => {
      const { user } = renderWithTheme(
        <BackInStockForm {...copy} onSubmit={() => Promise.reject(new Error('503'))} />,
      );
      await user.type(email(), 'sam@example.com{Enter}');
      await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  describe('when controlled', () => {
    it('should show the status the page gives', () => {
      const { rerender } = renderWithTheme(<BackInStockForm {...copy} status="submitting" />);
      expect(submit()).toHaveAttribute('aria-busy', 'true');
      rerender(<BackInStockForm {...copy} status="alreadyRegistered" />);
      expect(screen.getByRole('status')).toHaveTextContent(copy.alreadyRegisteredMessage);
      rerender(<BackInStockForm {...copy} status="success" />);
      expect(screen.getByRole('status')).toHaveTextContent(copy.successTitle);
    });
  });

  it('should use neutral copy and a loose address check when given none', async () => {
    const { user } = renderWithTheme(<BackInStockForm />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    await user.type(field, 'sam{Enter}');
    expect(field).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('should render on the server', () => {
    const html = renderOnServer(<BackInStockForm {...copy} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Notify me');
  });

  describe('with the optional mobile field', () => {
    it('should send the mobile number with the e-mail, and hold back an invalid one', async () => {
      const onSubmit = vi.fn().mockResolvedValue('success');
      const { user, container } = renderWithTheme(
        <BackInStockForm
          {...copy}
          onSubmit={onSubmit}
          mobileLabel="Mobile number (optional)"
          validateMobile={(v) => (v === '' || /^[0-9 ]{7,}$/.test(v) ? null : 'Bad number')}
        />,
      );
      const mobile = screen.getByRole('textbox', { name: 'Mobile number (optional)' });
      expect(mobile).toHaveAttribute('type', 'tel');
      await user.type(email(), 'sam@example.com');
      await user.type(mobile, '12');
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(mobile).toHaveAccessibleDescription('Bad number');
      expect(mobile).toHaveFocus();
      await user.type(mobile, '3 555 0100');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith('sam@example.com', '123 555 0100');
      expect(await axeViolations(container)).toEqual([]);
    });
    it('should send the e-mail alone without the field', async () => {
      const onSubmit = vi.fn().mockResolvedValue('success');
      const { user } = renderWithTheme(<BackInStockForm {...copy} onSubmit={onSubmit} />);
      expect(screen.queryByRole('textbox', { name: /Mobile/ })).not.toBeInTheDocument();
      await user.type(email(), 'sam@example.com');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith('sam@example.com');
    });
  });
});
