import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, currencies, currencyLocales } from '@cairnfield/design-system';
import { formatMoney } from '@cairnfield/design-system/i18n';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { amount: 25 },
  argTypes: {
    currency: { control: 'inline-radio', options: ['USD', 'CAD', 'EUR', 'GBP', 'JPY'] },
    locale: { control: 'inline-radio', options: ['en-US', 'en-GB', 'fr-CA', 'de-DE'] },
    size: { control: 'inline-radio', options: ['standard', 'large'] },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the provider's locale and currency (en-US and USD without one): '$1,500.00'. */
export const Regular: Story = {
  args: { amount: 1500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('$1,500.00');
  },
};

/** The list price struck through; screen readers hear 'Now $20.00 Was $25.00'. */
export const Sale: Story = {
  args: { amount: 20, listPrice: 25, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Now $20.00 Was $25.00');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$25.00');
  },
};

export const Range: Story = {
  args: { amount: undefined, min: 1, max: 1500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('$1.00 – to $1,500.00');
  },
};

/** A page mixing currencies: each Price with its own currency and locale props. */
export const Currencies: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, listStyle: 'none' }}>
      {currencies.map((currency) => (
        <li key={currency}>
          {currency}:{' '}
          <Price amount={1234.5} currency={currency} locale={currencyLocales[currency]} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      currencies.map(
        (c) => `${c}: ${formatMoney(1234.5, { locale: currencyLocales[c], currency: c })}`,
      ),
    );
  },
};
