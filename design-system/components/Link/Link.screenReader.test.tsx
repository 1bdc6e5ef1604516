import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript } from '../../test/screenReader';

describe('Link, as a screen reader says it', () => {
  it('should say each link’s role and name inside its sentence, and that an external link opens a new tab', async () => {
    // The Inline, Standalone and External stories' props (stories/design-system/Link.stories.tsx).
    const { container } = renderWithTheme(
      <>
        <p>
          By placing your order you agree to our <Link href="/terms">terms and conditions</Link> and{' '}
          <Link href="/privacy">privacy policy</Link>.
        </p>
        <Link variant="standalone" href="/p/cairnfield-bulk-gift-card">
          Buy bulk gift cards
        </Link>
        <Link variant="standalone" external href="https://example.com/card-terms">
          Gift card terms
        </Link>
      </>,
    );
    await startReader(container);
    await nextTo('link, Gift card terms');
    await expect(
      await transcript('Link: inline in a sentence, standalone, external'),
    ).toMatchFileSnapshot('./__transcripts__/inline-standalone-external.txt');
  });
});
