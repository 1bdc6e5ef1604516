import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { renderWithTheme } from '../../test/render';
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
});
