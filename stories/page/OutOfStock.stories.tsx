import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixturePageData } from '../../page/test/fixtures';
import { pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/Out of stock',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
  args: { data: fixturePageData('10004') },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Summit card is out of stock: no add to cart, the back-in-stock block instead. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** 'Notify me when available' opens the back-in-stock modal; submitting registers the e-mail. */
export const BackInStockRegistered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when available' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Notify me when available' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your Email/ }),
      'ana@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await expect(await within(dialog).findByText("You've been added to the list")).toBeVisible();
  },
};
