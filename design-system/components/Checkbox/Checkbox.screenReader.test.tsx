import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { renderWithTheme } from '../../test/render';
import { startReader, checkedStateChanged, transcript, virtual } from '../../test/screenReader';

// The stories' props (stories/design-system/Checkbox.stories.tsx).
const label = 'Send all cards to the same email';

describe('Checkbox, as a screen reader says it', () => {
  it('should name the checkbox, say its description and its state once activated', async () => {
    const { container } = renderWithTheme(
      <Checkbox label={label} description="Every card goes to the first recipient." />,
    );
    await startReader(container);
    await virtual.act();
    checkedStateChanged();
    await virtual.next();
    await virtual.previous();
    await expect(
      await transcript('Checkbox: reading it, activating it checks it'),
    ).toMatchFileSnapshot('./__transcripts__/toggle.txt');
  });
});
