import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeKeys, badgeLabels, pickBadge } from '../../design-system';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { badge: 'EGIFT_CARD' },
  argTypes: { badge: { control: 'select', options: badgeKeys } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EGiftCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('eGift Card')).toBeInTheDocument();
  },
};

/** Every badge, in priority order (1 wins). */
export const AllInPriorityOrder: Story = {
  render: () => (
    <ol
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {badgeKeys.map((key) => (
        <li key={key}>
          <Badge badge={key} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      badgeKeys.map((key) => badgeLabels[key]),
    );
  },
};

/** A SKU with several badges shows the one pickBadge chooses: Clearance beats Price Drop and eGift Card. */
export const PickedFromSeveral: Story = {
  render: () => {
    const key = pickBadge(['EGIFT_CARD', 'Price Drop', 'CLEARANCE']);
    return key ? <Badge badge={key} /> : <span />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clearance')).toBeInTheDocument();
  },
};
