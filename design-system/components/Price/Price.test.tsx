import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Price', () => {
  describe('given one amount', () => {
    it('should show it with 2 decimals and no grouping', async () => {
      const { container } = renderWithTheme(<Price amount={1500} />);
      expect(container).toHaveTextContent('$1500.00');
      expect(container.querySelector('s')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should use the locale of the currency', () => {
      const { container } = renderWithTheme(<Price amount={25} currency="EUR" />);
      expect(container.textContent).toBe('25,00\u00a0€');
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
  });

  describe('given a range', () => {
    it('should read "to" between the ends and show a dash', async () => {
      const { container } = renderWithTheme(<Price min={1} max={1500} />);
      expect(container.textContent).toBe('$1.00 – to $1500.00');
      expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('–');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Price amount={20} listPrice={25} />)).toContain('<s');
  });
});
