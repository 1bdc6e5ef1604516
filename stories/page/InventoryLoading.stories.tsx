import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixturePageData } from '../../page/test/fixtures';
import { NEVER_MS, pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/Inventory loading',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
  args: {
    data: fixturePageData('10001', {
      inventory: { status: 'loading' },
      reviewStats: { status: 'loading' },
    }),
    shop: (state) => {
      state.behaviour.inventory = 'slow';
      state.behaviour.stats = 'slow';
      state.slowMs = NEVER_MS;
    },
  },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inventory and ratings have not answered yet: 'Checking availability…', add to cart disabled. */
export const WaitingForInventory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Checking availability…').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
