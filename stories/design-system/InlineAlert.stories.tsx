import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, InlineAlert, inlineAlertRoles, inlineAlertTones } from '@cairnfield/design-system';

const meta = {
  title: 'Design system/InlineAlert',
  component: InlineAlert,
  args: { tone: 'error', children: 'This item does not ship to your location' },
  argTypes: {
    tone: { control: 'inline-radio', options: inlineAlertTones },
    role: { control: 'inline-radio', options: inlineAlertRoles },
  },
} satisfies Meta<typeof InlineAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shipping restriction (spec 5): role="alert", icon plus 'Error:' in text. */
export const ShippingRestriction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error: This item does not ship to your location',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Only 3 left at this price.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Warning: Only 3 left at this price.',
    );
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    children: 'eGift cards are delivered by e-mail within 2 hours during business hours.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Information: eGift cards are delivered',
    );
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: "You've been added to the list",
    children: 'We will notify you when we get this item back in stock.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Success: You've been added to the list We will notify you when we get this item back in stock.",
    );
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      {inlineAlertTones.map((tone) => (
        <InlineAlert
          key={tone}
          tone={tone}
          role="none"
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)} title`}
        >
          A message in the {tone} tone.
        </InlineAlert>
      ))}
    </div>
  ),
};

function AfterActionDemo() {
  const [failed, setFailed] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      <Button onClick={() => setFailed(true)}>Add to cart</Button>
      {failed ? (
        <InlineAlert tone="error">
          Sorry, Something went wrong. Please try after sometime.
        </InlineAlert>
      ) : null}
    </div>
  );
}

/** Shown after an action: announced, does not take focus, and does not go away on its own. */
export const AfterAction: Story = {
  render: () => <AfterActionDemo />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sorry, Something went wrong. Please try after sometime.',
    );
    await expect(button).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
