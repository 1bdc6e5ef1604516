import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 320, height: 48 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(shape.getBoundingClientRect().height).toBe(48);
    await expect(shape.getBoundingClientRect().width).toBe(320);
  },
};

/** Inventory loading: the availability line and the add-to-cart button, with a hidden status. */
export const InventoryLoading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 360 }}>
      <Skeleton shape="text" lines={2} loadingLabel="Loading availability…" />
      <Skeleton shape="rect" height={44} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading availability…');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

export const TextLines: Story = {
  args: { shape: 'text', lines: 3, width: 280, height: undefined, loadingLabel: 'Loading…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 40, height: 40 },
};
