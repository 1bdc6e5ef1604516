import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { renderWithTheme } from '../../test/render';
import { frCA } from '../../i18n/frCA';
import { nextTo, startReader, transcript } from '../../test/screenReader';

describe('Price, as a screen reader says it', () => {
  it('should say a regular price, a sale price as Now and Was (strike-through is not spoken), and a range with “to”', async () => {
    // The Regular, Sale and Range stories' props (stories/design-system/Price.stories.tsx).
    const { container } = renderWithTheme(
      <>
        <ul>
          <li>
            <Price amount={1500} />
          </li>
          <li>
            <Price amount={20} listPrice={25} size="large" />
          </li>
          <li>
            <Price min={1} max={1500} />
          </li>
        </ul>
        <p>Prices in US dollars.</p>
      </>,
    );
    await startReader(container);
    await nextTo('Prices in US dollars.');
    await expect(await transcript('Price: regular, sale, range')).toMatchFileSnapshot(
      './__transcripts__/regular-sale-range.txt',
    );
  });

  it('given the French (Canada) catalogue, should say the sale and the range in French, in Canadian dollars, under lang fr-CA', async () => {
    const { container } = renderWithTheme(
      <>
        <ul>
          <li>
            <Price amount={20} listPrice={25} />
          </li>
          <li>
            <Price min={10} max={500} />
          </li>
        </ul>
        <p>Taxes en sus.</p>
      </>,
      { provider: { locale: 'fr-CA', currency: 'CAD', messages: frCA } },
    );
    // 3.1.2 Language of Parts: a screen reader speaks these in French because the root says so.
    expect(container.querySelector('[lang]')).toHaveAttribute('lang', 'fr-CA');
    await startReader(container);
    await nextTo('Taxes en sus.');
    await expect(await transcript('Price in fr-CA: sale, range')).toMatchFileSnapshot(
      './__transcripts__/sale-range-fr-CA.txt',
    );
  });
});
