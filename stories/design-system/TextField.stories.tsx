import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '@cairnfield/design-system';
import { EGIFT_TEXT } from '../fixtures/shopCopy';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'First Name', onValueChange: fn() },
  argTypes: { value: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Sam');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Sam');
  },
};

export const Filled: Story = { args: { defaultValue: 'Sam' } };

/** Required: a visible '*' and aria-required; the name stays 'Your Email'. */
export const Required: Story = {
  args: { label: 'Your Email', required: true, inputMode: 'email' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your Email' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvasElement.querySelector('label')).toHaveTextContent('Your Email*');
  },
};

export const WithHelper: Story = {
  args: { label: 'Email Address', helperText: 'We send the eGift card to this address.' },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please enter your first name.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your first name.');
  },
};

/** The eGift message: a textarea with the spec's 'Max {{maxChars}} characters' counter. */
export const MultilineWithCounter: Story = {
  args: {
    label: 'Message (optional)',
    multiline: true,
    rows: 3,
    maxLength: 122,
    showCounter: true,
    counterLabel: EGIFT_TEXT.messageCounterLabel,
    placeholder: 'Please enter your message',
    defaultValue: 'Happy trails!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Max 122 characters')).toBeVisible();
    await expect(canvas.getByText('13/122')).toBeVisible();
  },
};

/** Near the limit the remaining count is announced politely, once typing pauses. */
export const CounterNearLimit: Story = {
  args: {
    label: 'Message (optional)',
    multiline: true,
    rows: 3,
    maxLength: 30,
    showCounter: true,
    counterLabel: EGIFT_TEXT.messageCounterLabel,
    counterAnnounceThreshold: 5,
    counterAnnounceDelayMs: 300,
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.type(box, 'See you at the summit, Sam & Kai');
    await expect(box).toHaveValue('See you at the summit, Sam & K');
    await expect(canvas.getByText('30/30')).toBeVisible();
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Character limit reached'));
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sam' } };
