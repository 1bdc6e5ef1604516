import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { defaultPublicConfig } from '../../page/config';
import type { ErrorPageData } from '../../page/routes/error/data';
import { fixturePageData } from '../../page/test/fixtures';
import { pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/Shop failure',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

function errorPage(page: Omit<ErrorPageData, 'kind' | 'config'>): ErrorPageData {
  return { kind: 'error', ...page, config: defaultPublicConfig };
}

/** The product call failed: the 500 page with a retry link (server-rendered the same way). */
export const ProductCallFailed: Story = {
  args: {
    data: errorPage({
      status: 500,
      title: 'This gift card could not be shown',
      message: 'The shop answered with an error. Please try again in a moment.',
      retryHref: '/p/cairnfield-gift-card',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/p/cairnfield-gift-card',
    );
  },
};

/** The product call timed out: the 504 page. */
export const ProductCallTimedOut: Story = {
  args: {
    data: errorPage({
      status: 504,
      title: 'This gift card could not be shown',
      message: 'The shop is taking too long to answer. Please try again in a moment.',
      retryHref: '/p/cairnfield-gift-card',
    }),
  },
};

/** An unknown product: the 404 page with a way back. */
export const NotFound: Story = {
  args: {
    data: errorPage({
      status: 404,
      title: 'Page not found',
      message: 'We could not find that page. It may have moved, or the address may be mistyped.',
      retryHref: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Back to all gift cards' }),
    ).toHaveAttribute('href', '/');
  },
};

/** Inventory failed and statistics failed: availability error, ratings at zero, still buyable. */
export const SecondaryCallsFailed: Story = {
  args: {
    data: fixturePageData('10001', {
      inventory: { status: 'error', message: 'GET /api/inventory/v2 answered 503' },
      reviewStats: { status: 'loading' },
    }),
    shop: (state) => {
      state.behaviour.stats = 'fail';
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We could not check availability right now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
