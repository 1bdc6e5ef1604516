import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';
import { frCA } from '../../i18n/frCA';

const nbsp = '\u00a0';

describe('Price', () => {
  describe('given one amount', () => {
    it('should show it with its currency’s decimals, in en-US and USD by default', async () => {
      const { container } = renderWithTheme(<Price amount={1500} />);
      expect(container.textContent).toBe('$1,500.00');
      expect(container.querySelector('s')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take a currency and a locale of its own over the provider’s', () => {
      const { container } = renderInLocale(
        <>
          <Price amount={25} currency="EUR" />|<Price amount={25} currency="EUR" locale="de-DE" />
        </>,
        { locale: 'en-GB', currency: 'GBP' },
      );
      expect(container.textContent).toBe(`€25.00|25,00${nbsp}€`);
    });

    it.each([
      ['en-GB', 'GBP', '£1,500.00'],
      ['fr-CA', 'CAD', `1${nbsp}500,00${nbsp}$`],
      ['de-DE', 'EUR', `1.500,00${nbsp}€`],
      ['en-US', 'JPY', '¥1,500'],
    ])('should write the amount in the provider’s %s and %s: %s', (locale, currency, text) => {
      const { container } = renderInLocale(<Price amount={1500} />, { locale, currency });
      expect(container.textContent).toBe(text);
    });

    it('should leave out grouping when the provider says so (the page: spec, 2 decimals, no grouping)', () => {
      const { container } = renderInLocale(<Price amount={1500} />, { grouping: false });
      expect(container.textContent).toBe('$1500.00');
    });

    it('should not show a sale when the list price is not higher', () => {
      const { container } = renderWithTheme(<Price amount={25} listPrice={25} />);
      expect(container.textContent).toBe('$25.00');
    });
  });

  describe('given a sale', () => {
    it('should strike the list price through and read as Now/Was', async () => {
      const { container } = renderWithTheme(<Price amount={20} listPrice={25} />);
      // what a screen reader reads, in order
      expect(container.textContent).toBe('Now $20.00 Was $25.00');
      const struck = container.querySelector('s')!;
      expect(struck).toHaveTextContent('$25.00');
      expect(struck).not.toHaveTextContent('$20.00');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take other labels', () => {
      const { container } = renderWithTheme(
        <Price amount={20} listPrice={25} nowLabel="Sale price" wasLabel="Regular price" />,
      );
      expect(container.textContent).toBe('Sale price $20.00 Regular price $25.00');
    });

    it('should read the provider’s words in French', () => {
      const { container } = renderInLocale(<Price amount={20} listPrice={25} />, {
        locale: 'fr-CA',
        currency: 'CAD',
        messages: frCA,
      });
      expect(container.textContent).toBe(`Maintenant 20,00${nbsp}$ Avant 25,00${nbsp}$`);
    });
  });

  describe('given a range', () => {
    it('should read "to" between the ends and show a dash', async () => {
      const { container } = renderWithTheme(<Price min={1} max={1500} />);
      expect(container.textContent).toBe('$1.00 – to $1,500.00');
      expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('–');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Price amount={20} listPrice={25} />)).toContain('<s');
  });
});
