import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { EGiftFormValues } from '@cairnfield/design-system/formValues';
import { EGiftPreview } from './EGiftPreview';

const designs = [{ id: 'outdoors', name: 'Into the Outdoors', imageUrl: '/media/outdoors.svg' }];

// As a form posted without JavaScript brings them back: nothing cleaned the message as it was typed.
const posted: EGiftFormValues = {
  sender: { email: '', firstName: 'Jordan', lastName: 'Reyes' },
  recipients: [{ email: '', firstName: 'Sam', lastName: 'Lee' }],
  message: '\u201cHappy trails\u201d \u2014 see you\nout there',
  sendToSame: false,
  quantity: 1,
  designId: 'outdoors',
};

describe('EGiftPreview', () => {
  it('given posted values, should show them with the message cleaned by the form’s own rule (spec 5)', () => {
    render(<EGiftPreview values={posted} amount={150} designs={designs} />);
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview).toHaveTextContent('$150');
    expect(preview).toHaveTextContent('Into the Outdoors');
    expect(preview).toHaveTextContent('To Sam Lee');
    expect(preview).toHaveTextContent('From Jordan Reyes');
    expect(within(preview).getByText(/Happy trails/).textContent).toBe(
      '"Happy trails" - see you\nout there',
    );
  });

  it('given nothing typed and no valid amount, should show the shop’s placeholders', () => {
    render(<EGiftPreview values={null} amount={null} designs={designs} />);
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview).toHaveTextContent(
      "PreviewChoose an amountInto the OutdoorsTo Recipient's nameFrom Your nameYour message",
    );
  });
});
