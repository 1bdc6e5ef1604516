import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountChips } from '@cairnfield/design-system';
import { AMOUNT_TEXT } from '../fixtures/shopCopy';

const amounts = [25, 50, 100, 250, 500];

const meta = {
  title: 'Design system/AmountChips',
  component: AmountChips,
  args: {
    amounts,
    label: AMOUNT_TEXT.chipsLabel,
    customLabel: AMOUNT_TEXT.customChip,
    onValueChange: fn(),
  },
  argTypes: {
    amounts: { control: 'object' },
    defaultValue: {
      control: 'select',
      options: [null, ...amounts.map(String), 'custom'],
    },
    value: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked: Tab lands on the first chip; Space checks it. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gift card amount' })).toBeVisible();
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: '$25' });
    await expect(first).toHaveFocus();
    await expect(first).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('25');
    // Every chip is at least 44 x 44 CSS px (a11y contract), measured in the real browser.
    for (const chip of canvas.getAllByRole('radio')) {
      const { width, height } = chip.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Checked: Story = { args: { defaultValue: '100' } };

export const CustomAmountChecked: Story = { args: { defaultValue: 'custom' } };

/** Tab lands on the checked chip; arrows move focus and selection and wrap at both ends. */
export const ArrowKeys: Story = {
  args: { defaultValue: '500' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '$500' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const custom = canvas.getByRole('radio', { name: 'Custom Amount' });
    await expect(custom).toHaveFocus();
    await expect(custom).toBeChecked();
    // Wraps forward from the last chip to the first…
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '$25' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '$25' })).toBeChecked();
    // …and back from the first to the last.
    await userEvent.keyboard('{ArrowUp}');
    await expect(custom).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const twoFifty = canvas.getByRole('radio', { name: '$250' });
    await expect(twoFifty).toHaveFocus();
    await expect(twoFifty).toBeChecked();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('250');
    // Tab leaves the group, Shift+Tab comes back to the checked chip.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(twoFifty).toHaveFocus();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Amount', hideLabel: true, defaultValue: '50' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '50' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '$100' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
  },
};
