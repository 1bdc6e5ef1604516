import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EGiftForm, QuantityStepper } from '@cairnfield/design-system';
import {
  EGIFT_DESIGNS,
  EGIFT_SEND_TEXT,
  EGIFT_TEXT,
  egiftFormProps,
  egiftSendDateProps,
} from '../fixtures/shopCopy';

const sam = { email: 'sam.lee@example.com', firstName: 'Sam', lastName: 'Lee' };
const ana = { email: 'ana.ruiz@example.com', firstName: 'Ana', lastName: 'Ruiz' };
const kai = { email: 'kai@example.com', firstName: 'Kai', lastName: "O'Neil" };

const meta = {
  title: 'Design system/EGiftForm',
  component: EGiftForm,
  args: { ...egiftFormProps, onValueChange: fn() },
  argTypes: {
    quantity: { control: { type: 'number', min: 1, max: 8 } },
    value: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EGiftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const recipientGroups = (canvas: {
  queryAllByRole: (role: 'group', o: { name: RegExp }) => HTMLElement[];
}) => canvas.queryAllByRole('group', { name: /^Recipient \d$/ });

/** One card: sender, one recipient with the optional message, no same-email option. */
export const OneCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sender' })).toBeVisible();
    await expect(recipientGroups(canvas)).toHaveLength(1);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    // No native maxlength (it would cut a paste silently); the counter shows the limit.
    await expect(canvas.getByRole('textbox', { name: 'Message (optional)' })).not.toHaveAttribute(
      'maxlength',
    );
    await expect(canvas.getByText('Max 122 characters')).toBeVisible();
  },
};

/**
 * Nothing is cut at a limit: a pasted 42-character e-mail stays whole and valid; a 40-character
 * name stays too, and its error says the 32-character limit at once.
 */
export const LimitsNeverCut: Story = {
  play: async ({ canvas }) => {
    const sender = within(canvas.getByRole('group', { name: 'Sender' }));
    const email = sender.getByRole('textbox', { name: 'Email Address' });
    const address = 'jordan.reyes.outdoor@cairnfield-mail.co.uk';
    await userEvent.click(email);
    await userEvent.paste(address);
    await userEvent.tab();
    await expect(email).toHaveValue(address);
    await expect(email).not.toHaveAttribute('aria-invalid');
    const first = sender.getByRole('textbox', { name: 'First Name' });
    await userEvent.click(first);
    await userEvent.paste('Maximiliana Alexandrina Constantina-Ruiz');
    await expect(first).toHaveValue('Maximiliana Alexandrina Constantina-Ruiz');
    await expect(first).toHaveAccessibleDescription('First Name can be at most 32 characters.');
  },
};

/** Quantity 3 gives three recipient fieldsets; same-email collapses them to one; typed values survive. */
export const RecipientsFollowQuantity: Story = {
  args: { quantity: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(recipientGroups(canvas)).toHaveLength(3);
    const second = canvas.getByRole('group', { name: 'Recipient 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Email Address' }), ana.email);
    const same = canvas.getByRole('checkbox', { name: 'Send all cards to the same email' });
    await userEvent.click(same);
    await expect(recipientGroups(canvas)).toHaveLength(1);
    const live = canvasElement.querySelector('div[aria-live="polite"]');
    await expect(live).toHaveTextContent('Recipients 2 to 3 removed');
    await userEvent.click(same);
    await expect(recipientGroups(canvas)).toHaveLength(3);
    await expect(live).toHaveTextContent('Recipients 2 to 3 added');
    await expect(
      within(canvas.getByRole('group', { name: 'Recipient 2' })).getByRole('textbox', {
        name: 'Email Address',
      }),
    ).toHaveValue(ana.email);
  },
};

/** With the quantity stepper: plus adds a recipient form once the quantity settles; minus hides it and keeps what was typed. */
export const WithQuantityStepper: Story = {
  render: (args) => {
    function Demo() {
      const [quantity, setQuantity] = useState(1);
      return (
        <div style={{ display: 'grid', gap: 24 }}>
          <QuantityStepper max={5} value={quantity} onValueChange={setQuantity} debounceMs={100} />
          <EGiftForm {...args} quantity={quantity} />
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(plus);
    await waitFor(() => expect(recipientGroups(canvas)).toHaveLength(2));
    const second = canvas.getByRole('group', { name: 'Recipient 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'First Name' }), 'Kai');
    await userEvent.click(minus);
    await waitFor(() => expect(recipientGroups(canvas)).toHaveLength(1));
    await userEvent.click(plus);
    await waitFor(() => expect(recipientGroups(canvas)).toHaveLength(2));
    await expect(
      within(canvas.getByRole('group', { name: 'Recipient 2' })).getByRole('textbox', {
        name: 'First Name',
      }),
    ).toHaveValue('Kai');
  },
};

export const SameEmail: Story = {
  args: { quantity: 3, defaultValue: { sendToSame: true, sender: sam, recipients: [ana, kai] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Send all cards to the same email' }),
    ).toBeChecked();
    await expect(recipientGroups(canvas)).toHaveLength(1);
  },
};

/** Validation runs on blur with the spec's exact messages. */
export const ValidationOnBlur: Story = {
  play: async ({ canvas }) => {
    const sender = within(canvas.getByRole('group', { name: 'Sender' }));
    const email = sender.getByRole('textbox', { name: 'Email Address' });
    const first = sender.getByRole('textbox', { name: 'First Name' });
    const last = sender.getByRole('textbox', { name: 'Last Name' });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Email Address is required');
    await userEvent.tab();
    await expect(first).toHaveAccessibleDescription('Please enter your first name.');
    await userEvent.tab();
    await expect(last).toHaveAccessibleDescription('Please enter your last name.');
    await userEvent.type(email, 'sam@example');
    await expect(email).toHaveAccessibleDescription(
      'Please enter the Email Address in a valid format (example: name@example.com)',
    );
    await userEvent.type(first, 'Sam3');
    await expect(first).toHaveAccessibleDescription('First Name can only contain letters.');
    await userEvent.type(last, 'L33');
    await expect(last).toHaveAccessibleDescription('Last Name can only contain letters.');
    const recipient = within(canvas.getByRole('group', { name: 'Recipient 1' }));
    await userEvent.click(recipient.getByRole('textbox', { name: 'First Name' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      recipient.getByRole('textbox', { name: 'First Name' }),
    ).toHaveAccessibleDescription('Please enter first name of the recipient.');
    await expect(recipient.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Please enter last name of the recipient.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After a failed submit the page sets showAllErrors: every error shows and focus goes to the first invalid field. */
export const AllErrors: Story = {
  args: { quantity: 2, showAllErrors: true, defaultValue: { sender: sam } },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('group', { name: 'Recipient 1' })).getByRole('textbox', {
      name: 'Email Address',
    });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getAllByText('Email Address is required')).toHaveLength(2);
  },
};

/** Dashes, bullets and curly quotes become plain as the shopper types or pastes. */
export const MessageNormalised: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.click(message);
    await userEvent.keyboard('It’s yours—enjoy ');
    await userEvent.paste('“• the trail”');
    await expect(message).toHaveValue('It\'s yours-enjoy "- the trail"');
  },
};

export const Filled: Story = {
  args: {
    quantity: 2,
    defaultValue: {
      sender: sam,
      recipients: [ana, kai],
      message: 'Happy trails - see you at the summit!',
    },
  },
};

/**
 * The optional send date after the recipients (the shopper's today is Tue, Dec 1, 2026 here): a
 * date field with its hint and bounds; a day in the past is refused on blur with the shop's message.
 */
export const SendDate: Story = {
  args: egiftSendDateProps(),
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Send on (optional)');
    await expect(field).toHaveAttribute('type', 'date');
    await expect(field).toHaveAttribute('min', '2026-12-01');
    await expect(field).toHaveAttribute('max', '2027-12-01');
    await expect(field).toHaveAccessibleDescription(EGIFT_SEND_TEXT.hint);
    await userEvent.type(field, '2026-11-30');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(EGIFT_SEND_TEXT.past));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sendDate: '2026-11-30' }),
      expect.objectContaining({ valid: false }),
    );
  },
};

/** Card designs first, the first one chosen (as the page does); choosing another reports its id. */
export const WithDesigns: Story = {
  args: {
    designs: EGIFT_DESIGNS,
    designLegend: EGIFT_TEXT.designLegend,
    defaultValue: { designId: EGIFT_DESIGNS[0].id },
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Choose a design' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Happy Birthday' })).toBeChecked();
    await userEvent.click(canvas.getByText('Into the Outdoors'));
    await expect(canvas.getByRole('radio', { name: 'Into the Outdoors' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ designId: 'outdoors' }),
      expect.anything(),
    );
    // Arrow back to the first design (native radios).
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Happy Birthday' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Happy Birthday' })).toBeChecked();
  },
};
