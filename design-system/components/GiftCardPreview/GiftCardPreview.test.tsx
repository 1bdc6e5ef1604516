import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { GiftCardPreview, type GiftCardPreviewProps } from './GiftCardPreview';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

const image = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 101"><rect width="160" height="101" fill="${fill}"/></svg>`,
  )}`;

const birthday = { name: 'Happy Birthday', imageUrl: image('#c2410c') };

const copy = {
  caption: 'Preview',
  toLabel: 'To',
  fromLabel: 'From',
  placeholders: {
    amount: 'Choose an amount',
    recipientName: "Recipient's name",
    senderName: 'Your name',
    message: 'Your message',
  },
} satisfies Partial<GiftCardPreviewProps>;

const filled: GiftCardPreviewProps = {
  ...copy,
  design: birthday,
  amount: '$50',
  recipientName: 'Ana',
  senderName: 'Sam',
  message: 'Happy trails!',
};

/** Lets `ms` of (fake) time pass. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const figure = () => screen.getByRole('figure', { name: 'Preview' });

describe('GiftCardPreview', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given every field', () => {
    it('should be a figure named by its visible caption, read as plain text in order', async () => {
      const { container } = renderWithTheme(<GiftCardPreview {...filled} />);
      expect(figure()).toBeVisible();
      expect(figure().textContent).toBe('Preview$50Happy BirthdayTo AnaFrom SamHappy trails!');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should show the design image as decorative, its name written as text', () => {
      const { container } = renderWithTheme(<GiftCardPreview {...filled} />);
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      const img = container.querySelector('img');
      expect(img).toHaveAttribute('src', birthday.imageUrl);
      expect(img).toHaveAttribute('alt', '');
      expect(screen.getByText('Happy Birthday')).toBeVisible();
    });

    it('should keep the message line breaks and show markup as text, never as HTML', () => {
      const { container } = renderWithTheme(
        <GiftCardPreview
          {...filled}
          message={'Dear Ana,\n<b>enjoy</b> <img src=x onerror="alert(1)">\n- Sam'}
        />,
      );
      const message = screen.getByText(/Dear Ana/);
      expect(message.textContent).toBe(
        'Dear Ana,\n<b>enjoy</b> <img src=x onerror="alert(1)">\n- Sam',
      );
      expect(container.querySelector('b')).toBeNull();
      expect(container.querySelectorAll('img')).toHaveLength(1); // the design's only
      expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    });
  });

  describe('given empty fields', () => {
    it('should show the placeholders it is given in their place, and no image without a design', async () => {
      const { container } = renderWithTheme(<GiftCardPreview {...copy} />);
      expect(figure().textContent).toBe(
        "PreviewChoose an amountTo Recipient's nameFrom Your nameYour message",
      );
      for (const text of ['Choose an amount', "Recipient's name", 'Your name', 'Your message']) {
        expect(screen.getByText(text)).toBeVisible();
      }
      expect(container.querySelector('img')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should treat spaces alone as empty', () => {
      renderWithTheme(<GiftCardPreview {...copy} recipientName="   " message={' \n '} />);
      expect(screen.getByText("Recipient's name")).toBeVisible();
      expect(screen.getByText('Your message')).toBeVisible();
    });
  });

  describe('when the shopper types', () => {
    it('should announce one summary once the shopper pauses, nothing before', async () => {
      vi.useFakeTimers();
      const { rerender } = render(<GiftCardPreview {...copy} amount="$50" />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(''); // nothing for the first render
      await pass(2000);
      expect(status).toHaveTextContent('');

      for (const name of ['A', 'An', 'Ana']) {
        rerender(<GiftCardPreview {...copy} amount="$50" recipientName={name} />);
        await pass(400); // a keystroke every 400 ms: no pause yet
        expect(status).toHaveTextContent('');
      }
      rerender(<GiftCardPreview {...copy} amount="$50" recipientName="Ana" senderName="Sam" />);
      await pass(999);
      expect(status).toHaveTextContent('');
      await pass(1);
      expect(status).toHaveTextContent('Preview updated: $50 card for Ana from Sam.');
    });

    it('should wait the delay it is given and say the summary its function builds', async () => {
      vi.useFakeTimers();
      const summary = vi.fn(
        ({ amount, recipientName }: { amount: string; recipientName: string }) =>
          `Card of ${amount} to ${recipientName || 'someone'}`,
      );
      const props = { ...copy, amount: '$25', summary, announceDelayMs: 300 };
      const { rerender } = render(<GiftCardPreview {...props} />);
      rerender(<GiftCardPreview {...props} recipientName="Lee" />);
      await pass(299);
      expect(screen.getByRole('status')).toHaveTextContent('');
      await pass(1);
      expect(screen.getByRole('status')).toHaveTextContent('Card of $25 to Lee');
      expect(summary).toHaveBeenLastCalledWith({
        amount: '$25',
        recipientName: 'Lee',
        senderName: '',
        message: '',
        designName: '',
      });
    });

    it('should show each change at once (only the announcement waits)', () => {
      const { rerender } = renderWithTheme(<GiftCardPreview {...copy} />);
      rerender(<GiftCardPreview {...copy} recipientName="Ana" message={'Hi\nthere'} />);
      expect(figure()).toHaveTextContent(/To Ana/);
      expect(screen.getByText(/Hi/).textContent).toBe('Hi\nthere');
      expect(screen.queryByText("Recipient's name")).toBeNull();
    });
  });

  it('should render on the server with the values it has and an empty status', () => {
    const html = renderOnServer(<GiftCardPreview {...filled} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('figure figcaption')?.textContent).toBe('Preview');
    expect(page.textContent).toContain('To Ana');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('');
  });
});
