import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';
import { renderWithTheme } from '../../test/render';
import { next, startReader, transcript } from '../../test/screenReader';

// The stories' props (stories/design-system/Breadcrumbs.stories.tsx).
const items = [
  { label: 'Home', href: '/' },
  { label: 'Gift Cards', href: '/c/gift-cards' },
  { label: 'Cairnfield Outfitters Gift Card' },
];

describe('Breadcrumbs, as a screen reader says it', () => {
  it('should name the landmark, give each crumb its position, and mark the current page', async () => {
    const { container } = renderWithTheme(<Breadcrumbs items={items} />);
    await startReader(container);
    await next(14);
    await expect(await transcript('Breadcrumbs: reading the trail')).toMatchFileSnapshot(
      './__transcripts__/trail.txt',
    );
  });
});
