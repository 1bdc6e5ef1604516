import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixturePageData } from '../../page/test/fixtures';
import { pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/eGift card',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
  args: { data: fixturePageData('10003') },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eGift form, empty: add to cart waits for it. */
export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Sender' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sender and recipient filled in: add to cart is enabled. */
export const Completed: Story = {
  play: async ({ canvas }) => {
    const sender = within(await canvas.findByRole('group', { name: 'Sender' }));
    await userEvent.type(sender.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await userEvent.type(sender.getByRole('textbox', { name: /First Name/ }), 'Sam');
    await userEvent.type(sender.getByRole('textbox', { name: /Last Name/ }), 'Lee');
    const recipient = within(canvas.getByRole('group', { name: 'Recipient 1' }));
    await userEvent.type(recipient.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.type(recipient.getByRole('textbox', { name: /First Name/ }), 'Ana');
    await userEvent.type(recipient.getByRole('textbox', { name: /Last Name/ }), 'Diaz');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
  },
};
