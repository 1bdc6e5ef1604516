import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { StorePicker, type StorePickerProps } from './StorePicker';
import { fiveDigits, testCopy, testStores } from './storePickerFixtures';
import { axeViolations, renderWithTheme } from '../../test/render';

const base: StorePickerProps = {
  copy: testCopy,
  defaultOpen: true,
  validateZip: fiveDigits,
  onSearch: () => undefined,
  results: null,
  onChoose: () => undefined,
};

const dialog = () => screen.getByRole('dialog', { name: 'Choose your store' });
const zipField = () => screen.getByRole('textbox', { name: 'ZIP code' });

/** A picker whose search answers at once with the test stores. */
function Searching(props: Partial<StorePickerProps>) {
  const [results, setResults] = useState<StorePickerProps['results']>(null);
  return (
    <StorePicker
      {...base}
      results={results}
      resultsMessage={results ? `${results.length} stores near 80202` : null}
      onSearch={() => setResults(testStores)}
      {...props}
    />
  );
}

describe('StorePicker', () => {
  it('should open as a modal dialog with a labelled ZIP field and a search button, and no store list yet', async () => {
    renderWithTheme(<StorePicker {...base} />);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription('Search by ZIP code.');
    expect(zipField()).toHaveAccessibleDescription('5 digits');
    expect(screen.getByRole('search')).toContainElement(zipField());
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('group', { name: 'Stores nearby' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use this store' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should show the ZIP rule’s message on the field, focus it and not search, when the ZIP is wrong', async () => {
    const onSearch = vi.fn();
    renderWithTheme(<StorePicker {...base} onSearch={onSearch} defaultZip="80" />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(zipField()).toHaveAttribute('aria-invalid', 'true');
    expect(zipField()).toHaveAccessibleDescription('5 digits Enter 5 digits.');
    expect(zipField()).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
    // Typing clears the message; a valid ZIP searches, trimmed.
    await userEvent.clear(zipField());
    expect(zipField()).not.toHaveAttribute('aria-invalid');
    await userEvent.type(zipField(), ' 80202 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('80202');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("should show the shop's refusal of a search on the ZIP field", () => {
    renderWithTheme(<StorePicker {...base} searchError="We could not find that ZIP code." />);
    expect(zipField()).toHaveAttribute('aria-invalid', 'true');
    expect(zipField()).toHaveAccessibleDescription('5 digits We could not find that ZIP code.');
  });

  it('should list the stores as radios named by store, described by address, hours and offers, and announce the count', async () => {
    renderWithTheme(<Searching />);
    await userEvent.type(zipField(), '80202{Enter}');
    const group = screen.getByRole('group', { name: 'Stores nearby' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const hillside = within(group).getByRole('radio', { name: /Hillside/ });
    expect(hillside).toHaveAccessibleName('Hillside 24.1 miles');
    expect(hillside).toHaveAccessibleDescription(
      '2 Pearl Street, Boulder, CO 80302 Open: Mon–Fri 10 AM–7 PM, Sat 9 AM–6 PM Ship to store: no. Pickup: yes.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 stores near 80202');
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should ask for a store when Choose is pressed with none checked, then choose the checked one', async () => {
    const onChoose = vi.fn();
    renderWithTheme(<Searching onChoose={onChoose} />);
    await userEvent.type(zipField(), '80202{Enter}');
    const choose = screen.getByRole('button', { name: 'Use this store' });
    await userEvent.click(choose);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Stores nearby' })).toHaveAccessibleDescription(
      'Pick a store first.',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Hillside/ }));
    expect(screen.queryByText('Pick a store first.')).toBeNull();
    await userEvent.click(choose);
    expect(onChoose).toHaveBeenCalledWith('0503');
  });

  it('should keep the checked store when the same results come again as a new list', async () => {
    const onChoose = vi.fn();
    const { rerender } = renderWithTheme(
      <StorePicker {...base} results={[...testStores]} onChoose={onChoose} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Hillside/ }));
    rerender(<StorePicker {...base} results={[...testStores]} onChoose={onChoose} />);
    expect(screen.getByRole('radio', { name: /Hillside/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Use this store' }));
    expect(onChoose).toHaveBeenCalledWith('0503');
  });

  it("should check the shopper's current store when it is among the results, and move with the arrow keys", async () => {
    renderWithTheme(<Searching selectedStoreId="0412" />);
    await userEvent.type(zipField(), '80202{Enter}');
    const downtown = screen.getByRole('radio', { name: /Downtown/ });
    expect(downtown).toBeChecked();
    await userEvent.click(downtown);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Hillside/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Hillside/ })).toHaveFocus();
  });

  it('should say it is busy while searching and while saving the choice', () => {
    renderWithTheme(
      <StorePicker {...base} searching results={testStores} choosing selectedStoreId="0412" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Searching');
    expect(screen.getByRole('button', { name: /Search/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Use this store|Saving/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('should return focus to its trigger when closed with Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <StorePicker
        {...base}
        defaultOpen={false}
        onOpenChange={onOpenChange}
        trigger={<Button variant="link">Change store</Button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Change store' });
    await userEvent.click(trigger);
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
