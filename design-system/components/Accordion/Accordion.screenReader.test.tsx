import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionSection } from './Accordion';
import { renderWithTheme } from '../../test/render';
import { next, nextTo, startReader, transcript, virtual } from '../../test/screenReader';

// The stories' sections (stories/design-system/Accordion.stories.tsx).
const sections: AccordionSection[] = [
  {
    id: 'details-tab',
    title: 'Details',
    content: <p>Give the gift of the outdoors with a Cairnfield Outfitters gift card.</p>,
  },
  { id: 'reviews-tab', title: 'Reviews', content: <p>Reviews from shoppers appear here.</p> },
];

describe('Accordion, as a screen reader says it', () => {
  it('should say each header as a collapsed button in a heading, then expanded, with its content next', async () => {
    const { container } = renderWithTheme(<Accordion items={sections} />);
    await startReader(container);
    await nextTo('button, Details');
    await virtual.press('Enter');
    await virtual.previous();
    await next(6);
    await expect(await transcript('Accordion: opening Details')).toMatchFileSnapshot(
      './__transcripts__/open-details.txt',
    );
  });
});
