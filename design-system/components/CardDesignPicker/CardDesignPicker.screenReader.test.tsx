import { describe, expect, it } from 'vitest';
import { CardDesignPicker } from './CardDesignPicker';
import { renderWithTheme } from '../../test/render';
import {
  next,
  startReader,
  checkedStateChanged,
  transcript,
  virtual,
} from '../../test/screenReader';

const image = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 101"><rect width="160" height="101" fill="${fill}"/></svg>`,
  )}`;

// The stories' props (stories/design-system/CardDesignPicker.stories.tsx: the shop's designs).
const props = {
  legend: 'Choose a design',
  designs: [
    { id: 'birthday', name: 'Happy Birthday', imageUrl: image('#c2410c') },
    { id: 'thank-you', name: 'Thank You', imageUrl: image('#1d4ed8') },
    { id: 'outdoors', name: 'Into the Outdoors', imageUrl: image('#15803d') },
  ],
};

describe('CardDesignPicker, as a screen reader says it', () => {
  it('should name the group by its legend, and each design by its name with its checked state and position, never the images', async () => {
    const { container } = renderWithTheme(<CardDesignPicker {...props} defaultValue="thank-you" />);
    await startReader(container);
    await next(8);
    await expect(
      await transcript('CardDesignPicker: reading the group, Thank You checked'),
    ).toMatchFileSnapshot('./__transcripts__/read-group.txt');
  });

  it('should say the design an arrow key moves to, checked', async () => {
    const { container, user } = renderWithTheme(
      <CardDesignPicker {...props} defaultValue="birthday" />,
    );
    await startReader(container);
    await next(3);
    // Native radios: the browser, not the component, moves focus and the check on an arrow key (the
    // virtual reader's own key presses do not emulate that), so the keys go through user-event.
    await user.tab();
    await user.keyboard('{ArrowRight}');
    checkedStateChanged();
    await virtual.previous();
    await virtual.next();
    await expect(
      await transcript('CardDesignPicker: an arrow from Happy Birthday to Thank You'),
    ).toMatchFileSnapshot('./__transcripts__/arrow-to-next.txt');
  });
});
