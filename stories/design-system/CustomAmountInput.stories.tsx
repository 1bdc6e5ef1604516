import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CustomAmountInput } from '@cairnfield/design-system';
import { customAmountProps } from '../fixtures/shopCopy';

const HELPER = 'Please enter a gift card value up to $1500. Must be a whole dollar amount.';
const ERROR = 'Gift card amount should be between $1 and $1500';

const meta = {
  title: 'Design system/CustomAmountInput',
  component: CustomAmountInput,
  args: { ...customAmountProps(), onValueChange: fn() },
  argTypes: { value: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomAmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter amount' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription(HELPER);
  },
};

export const Filled: Story = { args: { defaultValue: 250 } };

/** Focus shows '$' alone; leaving with only '$' clears the field. */
export const FocusAndBlur: Story = {
  args: { required: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter amount' });
    await userEvent.click(input);
    await expect(input).toHaveValue('$');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Digits only, no leading zeros, '$' in front: '0012a' shows '$12'. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter amount' });
    await userEvent.click(input);
    await userEvent.keyboard('0012a');
    await expect(input).toHaveValue('$12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('5');
    await expect(input).toHaveValue('$125');
  },
};

/** No error while typing; on blur the out-of-range amount shows the spec error. */
export const ErrorOnBlur: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter amount' });
    await userEvent.click(input);
    await userEvent.keyboard('1501');
    await expect(canvas.queryByText(ERROR)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText(ERROR)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${HELPER} ${ERROR}`);
  },
};

/** The page marks the field invalid (e.g. add to cart pressed with no amount). */
export const InvalidFromParent: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ERROR)).toBeVisible();
  },
};

export const CustomBounds: Story = {
  args: { ...customAmountProps({ min: 5, max: 500 }), defaultValue: 600, invalid: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 40 } };
