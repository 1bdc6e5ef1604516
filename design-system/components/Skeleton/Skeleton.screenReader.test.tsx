import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript } from '../../test/screenReader';

describe('Skeleton, as a screen reader says it', () => {
  it('should say only the hidden loading status, none of the grey shapes', async () => {
    // The InventoryLoading story (stories/design-system/Skeleton.stories.tsx), then a line after.
    const { container } = renderWithTheme(
      <>
        <Skeleton shape="text" lines={2} loadingLabel="Loading availability…" />
        <Skeleton shape="rect" height={44} />
        <p>Free shipping on every card.</p>
      </>,
    );
    await startReader(container);
    await nextTo('Free shipping');
    await expect(
      await transcript('Skeleton: availability loading, then the next line'),
    ).toMatchFileSnapshot('./__transcripts__/inventory-loading.txt');
  });
});
