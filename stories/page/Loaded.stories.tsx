import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fixturePageData } from '../../page/test/fixtures';
import { pageStoryLoaders, renderPageStory, type PageStoryArgs } from './pageStory';

const meta = {
  title: 'Page/Loaded',
  render: renderPageStory,
  loaders: pageStoryLoaders,
  parameters: { layout: 'fullscreen' },
  args: { data: fixturePageData('10001') },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The standard card with its inventory and ratings: ready to buy. */
export const StandardCard: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cairnfield Gift Card' }),
    ).toBeVisible();
    const chip = canvas.getByRole('radio', { name: '$25' });
    chip.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '$50' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The bulk card with the Trail design chosen by ?sku=20003: 51 to 999 cards. */
export const BulkCardTrailDesign: Story = {
  args: { data: fixturePageData('10002', { query: { sku: '20003' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Trail' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('51');
  },
};

/** Custom Amount chosen with an amount out of range: add to cart says why it is disabled. */
export const CustomAmountOutOfRange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom Amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Custom amount' }), '2000');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/** A shopper in a restricted region (regionId 100086): the inline alert. */
export const ShippingRestricted: Story = {
  args: { data: fixturePageData('10001', { shopper: { regionId: '100086' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This item does not ship to your location',
    );
  },
};

/** Preview of a draft (?previewId=preview-10001). */
export const Preview: Story = {
  args: { data: fixturePageData('10001', { query: { previewId: 'preview-10001' } }) },
};
