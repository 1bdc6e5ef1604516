import { describe, expect, it } from 'vitest';
import { AmountChips } from './AmountChips';
import { renderWithTheme } from '../../test/render';
import {
  next,
  nextTo,
  startReader,
  checkedStateChanged,
  transcript,
  virtual,
} from '../../test/screenReader';

// The stories' props (stories/design-system/AmountChips.stories.tsx: the shop's labels).
const props = {
  amounts: [25, 50, 100, 250, 500],
  label: 'Gift card amount',
  customLabel: 'Custom Amount',
};

describe('AmountChips, as a screen reader says it', () => {
  it('should name the group, and each chip with its checked state and its position in the set', async () => {
    const { container } = renderWithTheme(<AmountChips {...props} defaultValue="100" />);
    await startReader(container);
    await next(12);
    await expect(
      await transcript('AmountChips: reading the group, $100 checked'),
    ).toMatchFileSnapshot('./__transcripts__/read-group.txt');
  });

  it('should say the chip that arrows move to, and that activating Custom Amount checks it', async () => {
    const { container } = renderWithTheme(<AmountChips {...props} />);
    await startReader(container);
    await next(2);
    // Arrows move focus and check; read the chip again once it is checked.
    await virtual.press('ArrowRight');
    checkedStateChanged();
    await virtual.previous();
    await virtual.next();
    await nextTo('radio, Custom Amount');
    await virtual.act();
    checkedStateChanged();
    await virtual.previous();
    await virtual.next();
    await expect(
      await transcript('AmountChips: arrows between chips, Custom Amount activated'),
    ).toMatchFileSnapshot('./__transcripts__/arrows-and-custom.txt');
  });
});
