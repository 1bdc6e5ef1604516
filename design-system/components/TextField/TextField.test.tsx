import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { formatCounterLabel, remainingCharactersMessage, TextField } from './TextField';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { frCA } from '../../i18n/frCA';
import { enUS } from '../../i18n/enUS';
import { createFormatters } from '../../i18n/formatters';
import { createMessageFormatter } from '../../i18n/messageFormatter';
import { textFieldMessages } from './TextField.messages';

const messagesIn = (locale: string, catalogue = enUS) =>
  createMessageFormatter(
    textFieldMessages,
    catalogue,
    createFormatters({ locale, currency: 'USD', grouping: true }).tools,
  );

describe('TextField', () => {
  describe('given a label', () => {
    it('should be a textbox named by its visible label', async () => {
      const { container } = renderWithTheme(<TextField label="First Name" />);
      expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
      expect(screen.getByText('First Name')).toBeVisible();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when required', () => {
    it('should show "*" as text and expose aria-required, keeping the name clean', async () => {
      const { container } = renderWithTheme(<TextField label="Your Email" required />);
      const input = screen.getByRole('textbox', { name: 'Your Email' });
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input).toBeRequired();
      expect(container.querySelector('label')).toHaveTextContent('Your Email*');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given necessityIndicator "label"', () => {
    it('should say "(required)" or "(optional)" in words, as part of the name', async () => {
      const { container } = renderWithTheme(
        <>
          <TextField label="Email" required necessityIndicator="label" />
          <TextField label="Phone" necessityIndicator="label" />
        </>,
      );
      const email = screen.getByRole('textbox', { name: 'Email (required)' });
      expect(email).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute(
        'aria-required',
      );
      expect(container).not.toHaveTextContent('*');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take the words from the provider’s messages', () => {
      renderInLocale(<TextField label="Téléphone" necessityIndicator="label" />, {
        locale: 'fr-CA',
        messages: frCA,
      });
      expect(screen.getByRole('textbox', { name: 'Téléphone (facultatif)' })).toBeInTheDocument();
    });
  });

  describe('with helper and error', () => {
    it('should describe the field by helper then error and mark it invalid', async () => {
      const { container } = renderWithTheme(
        <TextField
          label="Email Address"
          helperText="We send the card here."
          error="Email Address is required"
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Email Address' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('We send the card here. Email Address is required');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should keep a describedby the page passes', () => {
      renderWithTheme(
        <>
          <p id="extra">Extra</p>
          <TextField label="Name" aria-describedby="extra" helperText="Hint" />
        </>,
      );
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Hint Extra',
      );
    });

    it('should be invalid without a message on request', () => {
      renderWithTheme(<TextField label="Name" invalid />);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('uncontrolled and controlled', () => {
    it('should keep its own value and report edits', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <TextField label="Name" defaultValue="Jo" onValueChange={onValueChange} />,
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'y');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Joy');
      expect(onValueChange).toHaveBeenLastCalledWith('Joy');
    });

    it('should show the parent value only', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <TextField label="Name" value="Jo" onValueChange={onValueChange} />,
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'y');
      expect(onValueChange).toHaveBeenCalledWith('Joy');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo');
    });
  });

  describe('with maxLength and a counter', () => {
    it('should stop at maxLength and show the counter label it is given with the count', async () => {
      const { user, container } = renderWithTheme(
        <TextField
          label="Message"
          multiline
          maxLength={10}
          showCounter
          counterLabel="Up to {{maxChars}} characters"
        />,
      );
      const box = screen.getByRole('textbox', { name: 'Message' });
      expect(box.tagName).toBe('TEXTAREA');
      await user.type(box, 'Happy birthday!');
      expect(box).toHaveValue('Happy birt');
      expect(screen.getByText('Up to 10 characters')).toBeInTheDocument();
      expect(screen.getByText('10/10')).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription('Up to 10 characters, 10 of 10 characters used');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('given no counter label, should show the count alone', async () => {
      const { user } = renderWithTheme(
        <TextField label="Message" multiline maxLength={10} showCounter />,
      );
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, 'Hi');
      expect(screen.getByText('2/10')).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription('2 of 10 characters used');
    });

    it('given allowOverLimit, should keep a paste past maxLength and show the excess', async () => {
      const { user } = renderWithTheme(
        <TextField
          label="Message"
          maxLength={10}
          showCounter
          counterLabel="Up to {{maxChars}} characters"
          allowOverLimit
        />,
      );
      const box = screen.getByRole('textbox', { name: 'Message' });
      expect(box).not.toHaveAttribute('maxlength');
      await user.click(box);
      await user.paste('Happy birthday!');
      expect(box).toHaveValue('Happy birthday!');
      expect(screen.getByText('15/10')).toHaveAttribute('data-state', 'over');
      expect(box).toHaveAccessibleDescription('Up to 10 characters, 15 of 10 characters used');
    });

    it('should build the counter label from the pattern', () => {
      expect(formatCounterLabel('Up to {{maxChars}} characters', 30)).toBe('Up to 30 characters');
      expect(formatCounterLabel('Up to {max} characters', 30)).toBe('Up to 30 characters');
      const english = messagesIn('en-US');
      expect(remainingCharactersMessage(0, english)).toBe('Character limit reached');
      expect(remainingCharactersMessage(-1, english)).toBe('1 character over the limit');
      expect(remainingCharactersMessage(-5, english)).toBe('5 characters over the limit');
      expect(remainingCharactersMessage(1, english)).toBe('1 character remaining');
      expect(remainingCharactersMessage(5, english)).toBe('5 characters remaining');
      const french = messagesIn('fr-CA', frCA);
      expect(remainingCharactersMessage(1, french)).toBe('1 caractère restant');
      expect(remainingCharactersMessage(-2, french)).toBe('2 caractères de trop');
    });

    it('given a counter text, should say the count once, in its words, and no hint', async () => {
      const { user, container } = renderWithTheme(
        <TextField
          label="Message"
          multiline
          maxLength={140}
          showCounter
          counterText="{count} of {max} characters"
        />,
      );
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, 'Hi');
      const footer = screen.getByText('2 of 140 characters').parentElement!;
      // What a sighted shopper sees: the count once (the description is for screen readers).
      expect(footer.querySelector('[aria-hidden="true"]')).toHaveTextContent(
        /^2 of 140 characters$/,
      );
      expect(container).not.toHaveTextContent('2/140');
      expect(box).toHaveAccessibleDescription('2 of 140 characters used');
    });

    it('should count in the provider’s locale and words', async () => {
      const { user } = renderInLocale(
        <TextField
          label="Mot"
          multiline
          maxLength={1500}
          showCounter
          counterLabel="{max} au plus"
        />,
        { locale: 'fr-CA', messages: frCA },
      );
      const box = screen.getByRole('textbox', { name: 'Mot' });
      await user.type(box, 'Bonjour');
      // (Testing Library's text matcher reads the no-break space as a space.)
      expect(screen.getByText('7/1 500')).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription(
        '1\u00a0500 au plus, 7 caractères utilisés sur 1\u00a0500',
      );
    });

    describe('announcements (fake timers)', () => {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('should announce politely only near the limit and only once typing pauses', () => {
        renderWithTheme(
          <TextField
            label="Message"
            maxLength={30}
            showCounter
            counterAnnounceThreshold={5}
            counterAnnounceDelayMs={750}
          />,
        );
        const box = screen.getByRole('textbox', { name: 'Message' });
        const live = document.querySelector('[aria-live="polite"]')!;
        fireEvent.change(box, { target: { value: 'a'.repeat(10) } });
        act(() => {
          vi.advanceTimersByTime(1000);
        });
        expect(live).toHaveTextContent(''); // 20 left: far from the limit, nothing said
        fireEvent.change(box, { target: { value: 'a'.repeat(26) } });
        act(() => {
          vi.advanceTimersByTime(500);
        });
        fireEvent.change(box, { target: { value: 'a'.repeat(27) } });
        act(() => {
          vi.advanceTimersByTime(500);
        });
        expect(live).toHaveTextContent(''); // still typing
        act(() => {
          vi.advanceTimersByTime(250);
        });
        expect(live).toHaveTextContent('3 characters remaining');
        fireEvent.change(box, { target: { value: 'a'.repeat(30) } });
        act(() => {
          vi.advanceTimersByTime(750);
        });
        expect(live).toHaveTextContent('Character limit reached');
      });
    });
  });

  describe('normalizeValue', () => {
    it('should rewrite what is typed and keep the caret in place', async () => {
      function Field() {
        const [value, setValue] = useState('');
        return (
          <TextField
            label="Note"
            value={value}
            onValueChange={setValue}
            normalizeValue={(v) => v.replaceAll('“', '"')}
          />
        );
      }
      const { user } = renderWithTheme(<Field />);
      const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
      await user.type(box, 'ab');
      await user.keyboard('{ArrowLeft}“');
      expect(box).toHaveValue('a"b');
      expect(box.selectionStart).toBe(2);
    });
  });

  it('should be disabled on request', async () => {
    const { container } = renderWithTheme(<TextField label="Name" disabled defaultValue="Sam" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should render on the server', () => {
    const html = renderOnServer(
      <TextField label="Name" required error="Please enter your first name." />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Please enter your first name.');
  });
});
