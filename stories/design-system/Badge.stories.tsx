import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from '@cairnfield/design-system';
import {
  badgeKeys,
  badgeLabels,
  badgeTones as shopBadgeTones,
  pickBadge,
} from '../../page/purchase/badges';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { label: badgeLabels.EGIFT_CARD, tone: shopBadgeTones.EGIFT_CARD },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EGiftCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('eGift Card')).toBeInTheDocument();
  },
};

/** The shop's badges, in its priority order (1 wins). */
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
          <Badge label={badgeLabels[key]} tone={shopBadgeTones[key]} />
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
    return key ? <Badge label={badgeLabels[key]} tone={shopBadgeTones[key]} /> : <span />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clearance')).toBeInTheDocument();
  },
};
