import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper } from '@cairnfield/design-system';
import { egiftQuantityMessage } from '../../page/purchase/quantityRules';

const meta = {
  title: 'Design system/QuantityStepper',
  component: QuantityStepper,
  args: { max: 10, debounceMs: 500, onValueChange: fn(), onMaxExceeded: fn(), onMinExceeded: fn() },
  argTypes: { value: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 1 to 10; minus is disabled at the minimum. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-valuenow', '1');
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '10');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Both buttons are 44 x 44 CSS px (a11y contract), measured in the real browser.
    for (const name of ['Decrease quantity', 'Increase quantity']) {
      const { width, height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect({ width, height }).toEqual({ width: 44, height: 44 });
    }
  },
};

/** Home/End jump to the bounds, Page Up takes 10, the buttons disable at the bounds, and a push past max is reported. */
export const Bounds: Story = {
  args: { max: 50 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('11');
    await expect(minus).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute('aria-valuenow', '50');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onMaxExceeded).toHaveBeenCalledWith(51);
    await expect(input).toHaveValue('50');
    await userEvent.click(input);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMinExceeded).toHaveBeenCalledWith(0);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
  },
};

/** Typing 60 with max 50 is committed on blur as 50 and reported, so the page can open its quantity modal. */
export const OverMaxTyped: Story = {
  args: { max: 50 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('60');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(input).toHaveValue('50');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onMaxExceeded).toHaveBeenCalledWith(60);
  },
};

/** The display changes at once; the parent hears the settled value after debounceMs, and it is announced. */
export const DebouncedAndAnnounced: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(3));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Quantity 3')).toHaveAttribute('aria-live', 'polite');
  },
};

export const WithError: Story = {
  args: {
    max: 5,
    defaultValue: 5,
    error: egiftQuantityMessage(6, 5),
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
