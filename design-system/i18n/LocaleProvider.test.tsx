import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountChipsMessages } from '../components/AmountChips/AmountChips.messages';
import { eGiftFormMessages } from '../components/EGiftForm/EGiftForm.messages';
import { frCA } from './frCA';
import { LocaleProvider, useFormatters, useMessages } from './LocaleProvider';
import { useLocale } from './useLocale';

function Probe({ currency, label }: { currency?: string; label?: string }) {
  const { locale, direction } = useLocale();
  const format = useFormatters({ currency });
  const messages = useMessages(
    {
      ...amountChipsMessages,
      'EGiftForm.recipientLegend': eGiftFormMessages['EGiftForm.recipientLegend'],
    },
    { 'AmountChips.label': label },
  );
  return (
    <p data-testid="probe" data-direction={direction}>
      {[
        locale,
        format.money(1500),
        format.number(4.6),
        messages.format('AmountChips.label'),
        messages.format('AmountChips.customLabel'),
        messages.format('EGiftForm.recipientLegend', { n: 2 }),
      ].join(' | ')}
    </p>
  );
}

const probe = () => screen.getByTestId('probe');

describe('LocaleProvider', () => {
  it('should default to en-US, USD and the components’ own English', () => {
    render(<Probe />);
    expect(probe()).toHaveTextContent(
      'en-US | $1,500.00 | 4.6 | Amount | Other amount | Recipient of card 2',
    );
  });

  it('should write money, numbers and texts in the provider’s locale, currency and catalogue', () => {
    render(
      <LocaleProvider locale="fr-CA" currency="CAD" messages={frCA}>
        <Probe />
      </LocaleProvider>,
    );
    expect(probe().textContent).toBe(
      'fr-CA | 1\u00a0500,00\u00a0$ | 4,6 | Montant | Autre montant | Destinataire de la carte 2',
    );
  });

  it('should let a nested provider override what it sets and keep the rest (messages merge)', () => {
    render(
      <LocaleProvider locale="fr-CA" currency="CAD" messages={frCA}>
        <LocaleProvider currency="EUR" messages={{ 'AmountChips.customLabel': 'Un autre montant' }}>
          <Probe />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(probe().textContent).toBe(
      'fr-CA | 1\u00a0500,00\u00a0€ | 4,6 | Montant | Un autre montant | Destinataire de la carte 2',
    );
  });

  it('given a part in another language, should write its numbers in its locale and its texts in its own catalogue, not the parent’s', () => {
    render(
      <LocaleProvider locale="fr-CA" grouping={false} messages={frCA}>
        <LocaleProvider locale="en-US" part>
          <Probe />
        </LocaleProvider>
      </LocaleProvider>,
    );
    // English digits and texts; the parent's grouping and currency still hold.
    expect(probe().textContent).toBe(
      'en-US | $1500.00 | 4.6 | Amount | Other amount | Recipient of card 2',
    );
  });

  it('should let a component’s props win over the provider (a page mixing currencies)', () => {
    render(
      <LocaleProvider locale="en-GB" currency="GBP">
        <Probe currency="EUR" label="Voucher value" />
      </LocaleProvider>,
    );
    expect(probe().textContent).toBe(
      'en-GB | €1,500.00 | 4.6 | Voucher value | Other amount | Recipient of card 2',
    );
  });

  it('should leave out thousands separators when grouping is off', () => {
    render(
      <LocaleProvider grouping={false}>
        <Probe />
      </LocaleProvider>,
    );
    expect(probe()).toHaveTextContent('en-US | $1500.00 |');
  });

  it('should tell a right-to-left locale', () => {
    render(
      <LocaleProvider locale="ar-EG" currency="EGP">
        <Probe />
      </LocaleProvider>,
    );
    expect(probe()).toHaveAttribute('data-direction', 'rtl');
    expect(probe().textContent).toContain(new Intl.NumberFormat('ar-EG').format(4.6));
  });
});
