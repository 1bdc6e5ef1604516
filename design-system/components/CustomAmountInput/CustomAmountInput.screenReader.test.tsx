import { describe, expect, it } from 'vitest';
import { CustomAmountInput } from './CustomAmountInput';
import { renderInLocale } from '../../test/locale';
import {
  next,
  nextTo,
  previousTo,
  startReader,
  transcript,
  virtual,
} from '../../test/screenReader';

// The stories' range and texts (stories/design-system/CustomAmountInput.stories.tsx, the shop's),
// and the shop's money: dollars with no grouping (spec: 2 decimals, no grouping).
const HELPER = 'Please enter a gift card value up to $1500. Must be a whole dollar amount.';
const ERROR = 'Gift card amount should be between $1 and $1500';
const range = {
  helperText: HELPER,
  validate: (amount: number | null) =>
    amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= 1500 ? null : ERROR,
};

describe('CustomAmountInput, as a screen reader says it', () => {
  it('should name the field with its helper, and say the error of an amount out of range', async () => {
    const { container } = renderInLocale(
      <>
        <CustomAmountInput {...range} />
        <button type="button">Next field</button>
      </>,
      { grouping: false },
    );
    await startReader(container);
    await nextTo('textbox');
    await virtual.type('2000');
    await virtual.press('Tab');
    await previousTo('textbox');
    await next(2);
    await expect(
      await transcript('CustomAmountInput: typing $2000, leaving the field'),
    ).toMatchFileSnapshot('./__transcripts__/out-of-range.txt');
  });
});
