import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link, linkVariants } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '/terms', children: 'terms and conditions' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence, like the checkout disclaimer. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      By placing your order you agree to our <Link {...args} /> and{' '}
      <Link href="/privacy">privacy policy</Link>.
    </p>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    href: '/p/cairnfield-bulk-gift-card',
    children: 'Buy bulk gift cards',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Buy bulk gift cards' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** Opens in a new tab: an icon, and the hint in its accessible name. */
export const External: Story = {
  args: {
    variant: 'standalone',
    external: true,
    href: 'https://example.com/card-terms',
    children: 'Gift card terms',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Gift card terms (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
