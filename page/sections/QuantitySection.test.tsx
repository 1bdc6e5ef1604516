// The quantity's error after a form posted without JavaScript is the page server's, in English: on
// a page in another language it says so (WCAG 3.1.2), on an English page it carries no lang.
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuantitySection } from './QuantitySection';
import { PageTextProvider } from '../i18n/context';
import { frCAText } from '../i18n/frCA';

const MESSAGE = 'Please enter a quantity of at least 1.';

const section = () => (
  <QuantitySection
    quantity={0}
    min={1}
    max={10}
    error={MESSAGE}
    debounceMs={500}
    type="standard"
    notice={null}
    dispatch={() => {}}
    openQuantityModal={() => {}}
    stepperRef={createRef()}
  />
);

describe('QuantitySection', () => {
  it('given a French page, should say the posted error is English where the spinbutton is described by it', () => {
    render(
      <PageTextProvider locale="fr-CA" text={frCAText}>
        <div lang="fr-CA">{section()}</div>
      </PageTextProvider>,
    );
    const spin = screen.getByRole('spinbutton');
    expect(spin).toHaveAccessibleDescription(MESSAGE);
    expect(screen.getByText(MESSAGE).closest('[lang]')).toHaveAttribute('lang', 'en-US');
    expect(spin.closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
  });

  it('given an English page, should carry no lang of its own', () => {
    const { container } = render(section());
    expect(screen.getByRole('spinbutton')).toHaveAccessibleDescription(MESSAGE);
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
