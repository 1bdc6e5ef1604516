import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Gift Cards', href: '/c/gift-cards' },
      { label: 'Cairnfield Outfitters Gift Card' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Cairnfield Outfitters Gift Card')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav).queryByRole('link', { name: 'Cairnfield Outfitters Gift Card' }),
    ).toBeNull();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

const longTrail = [
  { label: 'Home', href: '/' },
  { label: 'Gifts & Gift Cards', href: '/c/gifts' },
  { label: 'Gift Cards for Hikers, Climbers and Campers', href: '/c/gift-cards-outdoor' },
  { label: 'Cairnfield Outfitters Electronic Gift Card Delivered by E-mail' },
];

export const Long: Story = {
  args: { items: longTrail },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** On a 320 px screen the trail wraps; no crumb overflows. */
export const Narrow320: Story = {
  args: { items: longTrail },
  render: (args) => (
    <div style={{ width: 320, outline: '1px dashed #767676' }}>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
  },
};
