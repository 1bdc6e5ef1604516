import { describe, expect, it } from 'vitest';
import { announcements, announcementsFromLast } from './screenReader';

describe('the screen-reader walks’ announcements', () => {
  it('should keep each live announcement once, in the order first made, and nothing else', () => {
    expect(
      announcements(['button, Add', 'polite: Quantity 2', 'assertive: Oops', 'polite: Quantity 2']),
    ).toEqual(['polite: Quantity 2', 'assertive: Oops']);
  });

  it('given a value announced on its way, should start from the last value announced', () => {
    expect(
      announcementsFromLast(
        ['polite: Quantity 6', 'spinbutton, Quantity', 'polite: Quantity 50', 'polite: In stock'],
        'polite: Quantity',
      ),
    ).toEqual(['polite: Quantity 50', 'polite: In stock']);
  });

  it('given no announcement starting so, should keep them all', () => {
    expect(announcementsFromLast(['polite: In stock'], 'polite: Quantity')).toEqual([
      'polite: In stock',
    ]);
  });
});
