import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { GiftCardPreview } from './GiftCardPreview';
import { renderWithTheme } from '../../test/render';
import { next, startReader, transcript } from '../../test/screenReader';

const image = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 101"><rect width="160" height="101" fill="${fill}"/></svg>`,
  )}`;

// The stories' props (stories/design-system/GiftCardPreview.stories.tsx: the shop's copy).
const props = {
  caption: 'Preview',
  design: { name: 'Thank You', imageUrl: image('#1d4ed8') },
  amount: '$50',
  recipientName: 'Ana',
  senderName: 'Sam',
  message: 'Thanks for everything,\nsee you on the trail.',
  announceDelayMs: 50,
};

describe('GiftCardPreview, as a screen reader says it', () => {
  it('should read the figure by its caption, then the card as plain text in order, never the image', async () => {
    const { container } = renderWithTheme(<GiftCardPreview {...props} />);
    await startReader(container);
    await next(22);
    await expect(
      await transcript('GiftCardPreview: reading the filled preview'),
    ).toMatchFileSnapshot('./__transcripts__/read-filled.txt');
  });

  it('should read the placeholders of empty fields', async () => {
    const { container } = renderWithTheme(<GiftCardPreview caption="Preview" />);
    await startReader(container);
    await next(19);
    await expect(
      await transcript('GiftCardPreview: reading the empty preview'),
    ).toMatchFileSnapshot('./__transcripts__/read-empty.txt');
  });

  it('should say the summary once, after the pause', async () => {
    const { container, rerender } = renderWithTheme(<GiftCardPreview caption="Preview" />);
    await startReader(container);
    rerender(<GiftCardPreview caption="Preview" amount="$50" recipientName="Ana" />);
    rerender(
      <GiftCardPreview caption="Preview" amount="$50" recipientName="Ana" senderName="Sam" />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await expect(
      await transcript('GiftCardPreview: the announcement after typing'),
    ).toMatchFileSnapshot('./__transcripts__/announce-after-pause.txt');
  });
});
