// The posted form's problems (no JavaScript): the page server words them in English (the spec's
// texts and the shop's), so on a page in another language each says it is English (WCAG 3.1.2),
// while the summary's own title is the page's language.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './FormErrorSummary';
import { PageTextProvider } from '../i18n/context';
import { frCACatalogue } from '../i18n/frCA';

const errors = [
  { field: 'sendDate', message: 'Choose a send date no later than Nov 29, 2027.' },
  { field: 'quantity', message: 'You can buy at most 10 cards in one order.' },
];

/** The language a screen reader reads `el` in: its nearest `lang`. */
const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? '';

describe('FormErrorSummary', () => {
  it('given a French page, should say each of the server’s English messages is English, in its link', () => {
    render(
      <PageTextProvider locale="fr-CA" text={frCACatalogue.text} parts={frCACatalogue.parts}>
        <div lang="fr-CA">
          <FormErrorSummary errors={errors} />
        </div>
      </PageTextProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(langOf(within(alert).getByText('Il y a un problème'))).toBe('fr-CA');
    for (const { message } of errors) {
      const link = within(alert).getByRole('link', { name: message });
      expect(langOf(within(link).getByText(message))).toBe('en-US');
    }
  });

  it('given an English page, should carry no lang of its own', () => {
    const { container } = render(<FormErrorSummary errors={errors} />);
    expect(screen.getByRole('link', { name: errors[0]!.message })).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
