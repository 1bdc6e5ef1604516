import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CardDesignPicker } from '@cairnfield/design-system';
import { EGIFT_DESIGNS, EGIFT_TEXT } from '../fixtures/shopCopy';

const meta = {
  title: 'Design system/CardDesignPicker',
  component: CardDesignPicker,
  args: {
    legend: EGIFT_TEXT.designLegend,
    designs: EGIFT_DESIGNS,
    onValueChange: fn(),
  },
  argTypes: {
    designs: { control: 'object' },
    defaultValue: { control: 'select', options: ['', ...EGIFT_DESIGNS.map(({ id }) => id)] },
    value: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardDesignPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: a group named by its legend; Tab lands on the first design, Space chooses it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: 'Choose a design' })).toBeVisible();
    // The images are decorative: the visible names name the radios.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await waitFor(() =>
      expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true),
    );
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Happy Birthday' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('birthday');
  },
};

/** A design chosen: a thicker accent border and a bold name (not colour alone). */
export const Chosen: Story = {
  args: { defaultValue: 'thank-you' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Thank You' })).toBeChecked();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** Native radios: Tab lands on the chosen design; arrows move focus and the choice, wrapping at both ends. */
export const ArrowKeys: Story = {
  args: { defaultValue: 'outdoors' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const outdoors = canvas.getByRole('radio', { name: 'Into the Outdoors' });
    await expect(outdoors).toHaveFocus();
    // Wraps forward from the last design to the first…
    await userEvent.keyboard('{ArrowRight}');
    const birthday = canvas.getByRole('radio', { name: 'Happy Birthday' });
    await expect(birthday).toHaveFocus();
    await expect(birthday).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('birthday');
    // …and back from the first to the last.
    await userEvent.keyboard('{ArrowUp}');
    await expect(outdoors).toHaveFocus();
    await expect(outdoors).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    const thankYou = canvas.getByRole('radio', { name: 'Thank You' });
    await expect(thankYou).toHaveFocus();
    await expect(thankYou).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('thank-you');
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    // Tab leaves the group, Shift+Tab comes back to the chosen design.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(thankYou).toHaveFocus();
  },
};
