import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RatingSummary } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/RatingSummary',
  component: RatingSummary,
  // A shop's copy (here the spec's) comes in as props.
  args: {
    rating: 4.3,
    count: 12,
    href: '#reviews-tab',
    label: '{{rating}} out of {{scale}} star rating. {{count}} total reviews.',
    actionLabel: 'Go to reviews',
  },
  argTypes: {
    rating: { control: 'number' },
    count: { control: 'number' },
    countLimit: { control: 'number' },
  },
} satisfies Meta<typeof RatingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4.3: four full stars and a 30% star; a link to the reviews section. */
export const PartialStar: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: '4.3 out of 5 star rating. 12 total reviews. Go to reviews',
    });
    await expect(link).toHaveAttribute('href', '#reviews-tab');
    await expect(link).toHaveTextContent('4.3(12)');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const NoReviews: Story = {
  args: { rating: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: '0.0 out of 5 star rating. 0 total reviews. Go to reviews',
      }),
    ).toHaveTextContent('0.0(0)');
  },
};

/** 1200 reviews with a limit of 999; 5.04 shows as 5.0. */
export const CappedCount: Story = {
  args: { rating: 5.04, count: 1200, countLimit: 999 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: '5.0 out of 5 star rating. 999+ total reviews. Go to reviews',
      }),
    ).toHaveTextContent('5.0(999+)');
  },
};

/** Without a URL: a button that opens the reviews section. */
export const AsButton: Story = {
  args: { href: undefined, onActivate: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: '4.3 out of 5 star rating. 12 total reviews. Go to reviews',
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
  },
};

/** Neither href nor onActivate: plain text, without 'Go to reviews'. */
export const Static: Story = {
  args: { href: undefined, rating: 3.5, count: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByText('3.5 out of 5 star rating. 8 total reviews.'),
    ).toBeInTheDocument();
  },
};
