import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript, virtual } from '../../test/screenReader';

// The stories' props (stories/design-system/QuantityStepper.stories.tsx), with a longer debounce:
// the two presses below fall within it even on a busy machine, so the transcript is stable.
const props = { max: 10, debounceMs: 1000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, props.debounceMs + 100));

describe('QuantityStepper, as a screen reader says it', () => {
  it('should name the spinbutton and both buttons, say the value and announce each step', async () => {
    const { container } = renderWithTheme(<QuantityStepper {...props} />);
    await startReader(container);
    await nextTo('button, Increase');
    await virtual.act();
    await virtual.act();
    // The live region says the settled quantity once, debounceMs after the last press.
    await settle();
    await virtual.previous();
    await virtual.press('End');
    await settle();
    await virtual.previous();
    await virtual.next();
    await expect(
      await transcript('QuantityStepper: reading it, Increase twice, End in the field'),
    ).toMatchFileSnapshot('./__transcripts__/steps.txt');
  });
});
