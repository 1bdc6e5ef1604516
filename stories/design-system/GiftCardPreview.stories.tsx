import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { GiftCardPreview, TextField, type GiftCardPreviewProps } from '@cairnfield/design-system';
import { EGIFT_DESIGNS, giftCardPreviewProps } from '../fixtures/shopCopy';

const [birthday, thankYou, outdoors] = EGIFT_DESIGNS;

const meta = {
  title: 'Design system/GiftCardPreview',
  component: GiftCardPreview,
  args: { ...giftCardPreviewProps, design: birthday },
  argTypes: {
    design: { control: 'object' },
    summary: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCardPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  amount: '$50',
  recipientName: 'Ana Ruiz',
  senderName: 'Sam Lee',
  message: 'Happy birthday!\nSee you on the trail.',
};

/** Nothing typed yet: the first design, and muted placeholders where the names and message go. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Preview' })).toBeVisible();
    await expect(canvas.getByText("Recipient's name")).toBeVisible();
    await expect(canvas.getByText('Your message')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Every field given: the card as the recipient gets it; the message keeps its line break. */
export const Filled: Story = {
  args: filled,
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Preview' });
    await expect(figure).toHaveTextContent('To Ana Ruiz');
    await expect(figure).toHaveTextContent('From Sam Lee');
    await expect(canvas.queryAllByRole('img')).toHaveLength(0); // decorative: named in text
  },
};

/** The longest message (122 characters) and the longest names (32): everything wraps inside. */
export const LongMessage: Story = {
  args: {
    ...filled,
    recipientName: 'Maximiliana Bartholomew-Ravensby',
    senderName: "Christopher-James O'Callaghan",
    message:
      'Happy birthday! This one is for the new tent you keep talking about.\nEnjoy every trail this year - love from all of us!!',
  },
};

/** The Happy Birthday design. */
export const BirthdayDesign: Story = { args: { ...filled, design: birthday } };
/** The Thank You design. */
export const ThankYouDesign: Story = { args: { ...filled, design: thankYou } };
/** The Into the Outdoors design. */
export const OutdoorsDesign: Story = { args: { ...filled, design: outdoors } };

function LivePreview(props: GiftCardPreviewProps) {
  const [name, setName] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Recipient's first name" value={name} onValueChange={setName} />
      <GiftCardPreview {...props} recipientName={name} />
    </div>
  );
}

/** As the shopper types: the preview changes at once; one summary is announced after the pause. */
export const WhileTyping: Story = {
  args: { ...filled, recipientName: '' },
  render: (args) => <LivePreview {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: "Recipient's first name" }), 'Kai');
    await expect(canvas.getByRole('figure', { name: 'Preview' })).toHaveTextContent('To Kai');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          'Preview updated: $50 eGift card for Kai from Sam Lee.',
        ),
      { timeout: 3000 },
    );
  },
};
