import { describe, expect, it } from 'vitest';
import { BackInStockForm, type BackInStockFormProps } from './BackInStockForm';
import { renderWithTheme } from '../../test/render';
import { nextTo, startReader, transcript, virtual } from '../../test/screenReader';

// The shop's texts (stories/fixtures/shopCopy.ts, spec 5); the design system's tests spell them.
const copy = {
  label: 'Your Email',
  isValidEmail: (value: string) => /^\S+@\S+\.[a-z]{2,}$/.test(value.trim()),
  invalidEmailMessage: "Oh darn. That's not a valid email address.",
  submitLabel: 'Notify me',
  successTitle: "You've been added to the list",
  successMessage: 'We will notify you when we get this item back in stock.',
  alreadyRegisteredMessage: 'This email has already been registered for this product.',
  onSubmit: () => Promise.resolve('success' as const),
} satisfies BackInStockFormProps;

const toField = () => nextTo('textbox');

describe('BackInStockForm, as a screen reader says it', () => {
  it('should say the error of an invalid address when it is submitted', async () => {
    const { container } = renderWithTheme(<BackInStockForm {...copy} />);
    await startReader(container);
    await toField();
    await virtual.type('sam@example');
    await virtual.next();
    await nextTo('button');
    await virtual.act();
    await virtual.previous();
    await toField();
    await expect(
      await transcript('BackInStockForm: an invalid address submitted'),
    ).toMatchFileSnapshot('./__transcripts__/invalid.txt');
  });

  it('should announce the success in its status region', async () => {
    const { container } = renderWithTheme(<BackInStockForm {...copy} />);
    await startReader(container);
    await toField();
    await virtual.type('sam@example.com');
    await nextTo('button');
    await virtual.act();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await virtual.next();
    await virtual.next();
    await expect(
      await transcript('BackInStockForm: a valid address submitted'),
    ).toMatchFileSnapshot('./__transcripts__/success.txt');
  });
});
