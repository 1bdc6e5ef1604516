import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, StorePicker, type StorePickerProps } from '@cairnfield/design-system';
import { denverResultsMessage, storePickerProps, storesNearDenver } from '../fixtures/shopCopy';

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Pick Up at a Different Store' });

const meta = {
  title: 'Design system/StorePicker',
  component: StorePicker,
  args: {
    ...storePickerProps,
    defaultOpen: true,
    results: null,
    onSearch: fn(),
    onChoose: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    returnFocusRef: { control: false },
    results: { control: false },
  },
} satisfies Meta<typeof StorePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, before a search: the ZIP field and the search button. */
export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
      '5 digits, like 80202',
    );
    await expect(within(d).queryByRole('group', { name: 'Stores near you' })).toBeNull();
  },
};

/** Searching with a wrong ZIP: the shop's message on the field, focus on it, no search. */
export const InvalidZip: Story = {
  args: { defaultZip: '802' },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Find stores' }));
    const zip = within(d).getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(
      '5 digits, like 80202 Enter a 5-digit ZIP code, like 80202.',
    );
    await expect(zip).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { defaultZip: '80202', searching: true },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent('Finding stores');
  },
};

/** The stores near 80202, the shopper's current store checked. */
export const Results: Story = {
  args: {
    defaultZip: '80202',
    results: storesNearDenver,
    resultsMessage: denverResultsMessage,
    selectedStoreId: '0412',
  },
  play: async ({ args }) => {
    const d = await dialog();
    const group = within(d).getByRole('group', { name: 'Stores near you' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(
      within(group).getByRole('radio', { name: 'Cairnfield Denver Flagship 0 miles' }),
    ).toBeChecked();
    const boulder = within(group).getByRole('radio', { name: 'Cairnfield Boulder 24.1 miles' });
    await expect(boulder).toHaveAccessibleDescription(/Ship to store: not available\./);
    await userEvent.click(boulder);
    await userEvent.click(within(d).getByRole('button', { name: 'Choose this store' }));
    await expect(args.onChoose).toHaveBeenCalledWith('0503');
  },
};

export const NoStoresNearby: Story = {
  args: {
    defaultZip: '96813',
    results: [],
    resultsMessage: 'No stores within 100 miles of 96813. Try another ZIP code.',
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent(
      'No stores within 100 miles of 96813.',
    );
    await expect(within(d).queryByRole('button', { name: 'Choose this store' })).toBeNull();
  },
};

export const ZipNotFound: Story = {
  args: {
    defaultZip: '00501',
    searchError: 'We could not find ZIP code 00501. Check it and try again.',
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Choosing: Story = {
  args: {
    defaultZip: '80202',
    results: storesNearDenver,
    resultsMessage: denverResultsMessage,
    selectedStoreId: '0418',
    choosing: true,
  },
  play: async () => {
    const d = await dialog();
    await expect(
      within(d).getByRole('button', { name: /Choose this store|Saving/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

function KeyboardPicker(props: Pick<StorePickerProps, 'onSearch' | 'onChoose'>) {
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<StorePickerProps['results']>(null);
  return (
    <StorePicker
      {...storePickerProps}
      trigger={<Button variant="link">Pick Up at a Different Store</Button>}
      open={open}
      onOpenChange={setOpen}
      results={results}
      resultsMessage={results ? denverResultsMessage : null}
      onSearch={(zip) => {
        props.onSearch(zip);
        setResults(storesNearDenver);
      }}
      onChoose={(storeId) => {
        props.onChoose(storeId);
        setOpen(false);
      }}
    />
  );
}

/**
 * Keyboard only: Enter opens the picker, the ZIP is typed and searched with Enter, Tab enters the
 * stores, an arrow key checks the next one, Choose closes the dialog and focus is back on the
 * trigger.
 */
export const KeyboardOnly: Story = {
  args: { defaultOpen: false },
  render: (args) => <KeyboardPicker onSearch={args.onSearch} onChoose={args.onChoose} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Pick Up at a Different Store' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    const zip = within(d).getByRole('textbox', { name: 'ZIP code' });
    await userEvent.tab(); // the close button comes first
    await waitFor(() => expect(zip).toHaveFocus());
    await userEvent.keyboard('80202{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('80202');
    const first = await within(d).findByRole('radio', { name: /Denver Flagship/ });
    await userEvent.tab(); // Find stores
    await userEvent.tab(); // into the group
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = within(d).getByRole('radio', { name: /Aurora/ });
    await expect(second).toBeChecked();
    await userEvent.tab(); // Choose this store
    await expect(within(d).getByRole('button', { name: 'Choose this store' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('0418');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
