import { describe, expect, it } from 'vitest';
import { addedMessage } from './addedMessage';

const added = { name: 'Cairnfield Gift Card', quantity: 2, amount: '$50.00' };

describe('addedMessage (spec 9 toast readings)', () => {
  it('given the first reading, should name the card, quantity and amount under "Added to cart"', () => {
    expect(addedMessage('default', added)).toEqual({
      title: 'Added to cart',
      description: 'Cairnfield Gift Card: 2 × $50.00 has been added to your cart.',
    });
  });

  it('given TOAST_COPY success, should read "Success !" and "… has been added to your cart."', () => {
    expect(addedMessage('success', added)).toEqual({
      title: 'Success !',
      description: 'Cairnfield Gift Card has been added to your cart.',
    });
  });
});
