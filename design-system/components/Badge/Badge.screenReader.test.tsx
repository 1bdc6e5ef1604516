import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript } from '../../test/screenReader';

describe('Badge, as a screen reader says it', () => {
  it('should say the badge’s text once, as plain text after the product’s name', async () => {
    // The EGiftCard story's props (stories/design-system/Badge.stories.tsx), beside a title.
    const { container } = renderWithTheme(
      <>
        <h2>Cairnfield eGift Card</h2>
        <Badge label="eGift Card" tone="teal" />
        <p>Sent by email in minutes.</p>
      </>,
    );
    await startReader(container);
    await nextTo('Sent by email');
    await expect(
      await transcript('Badge: the title, its badge, the next line'),
    ).toMatchFileSnapshot('./__transcripts__/read.txt');
  });
});
