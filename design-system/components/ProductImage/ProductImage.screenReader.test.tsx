import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript } from '../../test/screenReader';

describe('ProductImage, as a screen reader says it', () => {
  it('should say the image once, by its text alternative, and skip a decorative copy', async () => {
    // The MainImage story's props (stories/design-system/ProductImage.stories.tsx), then a
    // decorative copy (alt ''), then the caption a page puts after it.
    const { container } = renderWithTheme(
      <>
        <ProductImage
          src="/images/card-640.png"
          largeSrc="/images/card-1280.png"
          alt="Cairnfield Outfitters gift card"
          loading="eager"
          fetchPriority="high"
        />
        <ProductImage src="/images/card-640.png" alt="" />
        <p>Front of the card.</p>
      </>,
    );
    await startReader(container);
    await nextTo('Front of the card.');
    await expect(
      await transcript('ProductImage: the main image, a decorative copy, a caption'),
    ).toMatchFileSnapshot('./__transcripts__/read.txt');
  });
});
