import { describe, expect, it } from 'vitest';
import { RatingSummary } from './RatingSummary';
import { renderWithTheme } from '../../test/render';
import { next, startReader, transcript } from '../../test/screenReader';

// The stories' props (stories/design-system/RatingSummary.stories.tsx: the spec's copy).
const props = {
  rating: 4.3,
  count: 12,
  href: '#reviews-tab',
  label: '{{rating}} out of {{scale}} star rating. {{count}} total reviews.',
  actionLabel: 'Go to reviews',
};

describe('RatingSummary, as a screen reader says it', () => {
  it('should say the rating, the count and where the link goes, once', async () => {
    const { container } = renderWithTheme(<RatingSummary {...props} />);
    await startReader(container);
    await next(4);
    await expect(await transcript('RatingSummary: 4.3 from 12 reviews')).toMatchFileSnapshot(
      './__transcripts__/partial-star.txt',
    );
  });
});
