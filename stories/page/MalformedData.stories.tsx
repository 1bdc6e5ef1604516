import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fixturePageData } from '../../page/test/fixtures';
import { pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/Malformed data',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inventory answer does not match its schema: an error state with 'Check again'. */
export const MalformedInventory: Story = {
  args: {
    data: fixturePageData('10001', { inventory: { status: 'loading' } }),
    shop: (state) => {
      state.behaviour.inventory = 'malformed';
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We could not check availability right now.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

/** The reviews feed is malformed: the section says so and offers to try again. */
export const MalformedReviews: Story = {
  args: {
    data: fixturePageData('10001', {
      config: { expand: { details: false, reviews: true, questions: false } },
    }),
    shop: (state) => {
      state.behaviour.reviews = 'malformed';
    },
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /^Reviews/ }).scrollIntoView();
    await expect(await canvas.findByText(/The reviews could not be loaded/)).toBeVisible();
    await userEvent.tab();
  },
};
