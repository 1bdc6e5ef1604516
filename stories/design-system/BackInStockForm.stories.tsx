import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  BackInStockForm,
  backInStockStatuses,
  type BackInStockResult,
} from '@cairnfield/design-system';
import { BACK_IN_STOCK_TEXT, backInStockFormProps } from '../fixtures/shopCopy';

type Submit = (email: string) => Promise<BackInStockResult>;

const meta = {
  title: 'Design system/BackInStockForm',
  component: BackInStockForm,
  args: {
    ...backInStockFormProps,
    onSubmit: fn<Submit>(() => Promise.resolve('success')),
    onStatusChange: fn(),
  },
  argTypes: {
    status: { control: 'select', options: [undefined, ...backInStockStatuses] },
    defaultStatus: { control: 'select', options: backInStockStatuses },
    invalidEmailMessage: {
      control: 'radio',
      options: [BACK_IN_STOCK_TEXT.invalidEmail, BACK_IN_STOCK_TEXT.invalidEmailAlternate],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackInStockForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toHaveTextContent('Your Email*');
    await expect(canvas.getByRole('button', { name: 'Notify me' })).toBeVisible();
  },
};

/** An invalid address shows the spec message on blur; submitting focuses the field and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Your Email' });
    await userEvent.type(email, 'sam@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription("Oh darn. That's not a valid email address.");
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAlternateSpelling: Story = {
  args: { invalidEmailMessage: BACK_IN_STOCK_TEXT.invalidEmailAlternate },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Email' }), 'nope{Enter}');
    await expect(canvas.getByText("Oh darn.That's not a valid email address.")).toBeVisible();
  },
};

/** The page holds the status while its request runs: the button is busy. */
export const Submitting: Story = {
  args: { status: 'submitting', defaultEmail: 'sam@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Notify me/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Submitting a valid address: the confirmation replaces the form and is announced (role=status). */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Email' }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('sam@example.com');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent("You've been added to the list"));
    await expect(status).toHaveTextContent(
      'We will notify you when we get this item back in stock.',
    );
    await expect(status).toHaveFocus();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('success');
  },
};

/** The address is already on the list: the form stays, the message is announced. */
export const AlreadyRegistered: Story = {
  args: { onSubmit: fn<Submit>(() => Promise.resolve('alreadyRegistered')) },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your Email' }),
      'sam@example.com{Enter}',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'This email has already been registered for this product.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Your Email' })).toBeVisible();
  },
};
