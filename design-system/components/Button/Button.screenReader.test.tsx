import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { renderWithTheme } from '../../test/render';
import { next, startReader, transcript } from '../../test/screenReader';

describe('Button, as a screen reader says it', () => {
  it('should keep the name of a loading button, say it is busy and unavailable, and say its loading label', async () => {
    // The Loading story's props (stories/design-system/Button.stories.tsx).
    const { container } = renderWithTheme(
      <>
        <Button>Add to cart</Button>
        <Button loading loadingLabel="Adding to cart">
          Add to cart
        </Button>
      </>,
    );
    await startReader(container);
    await next(4);
    await expect(await transcript('Button: idle, then loading')).toMatchFileSnapshot(
      './__transcripts__/loading.txt',
    );
  });
});
