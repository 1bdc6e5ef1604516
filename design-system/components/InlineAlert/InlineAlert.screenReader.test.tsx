import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { InlineAlert } from './InlineAlert';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../../test/render';
import { startReader, transcript, virtual } from '../../test/screenReader';

/** A shipping check that shows the restriction (spec 5) when the shopper asks. */
function ShippingCheck() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button onClick={() => setShown(true)}>Check shipping</Button>
      {shown ? (
        <InlineAlert tone="error">This item does not ship to your location</InlineAlert>
      ) : null}
    </>
  );
}

describe('InlineAlert, as a screen reader says it', () => {
  it('should announce an error that appears, with its tone in words', async () => {
    const { container } = renderWithTheme(<ShippingCheck />);
    await startReader(container);
    await virtual.act();
    for (let i = 0; i < 4; i += 1) await virtual.next();
    await expect(
      await transcript('InlineAlert: the shipping restriction appears'),
    ).toMatchFileSnapshot('./__transcripts__/error-appears.txt');
  });
});
