import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, RatingSummary, type AccordionSection } from '@cairnfield/design-system';

const sections: AccordionSection[] = [
  {
    id: 'details-tab',
    title: 'Details',
    content: (
      <>
        <p>Give the gift of the outdoors with a Cairnfield Outfitters gift card.</p>
        <p>Specifications: Amount: $1 to $1500</p>
      </>
    ),
  },
  { id: 'reviews-tab', title: 'Reviews', content: <p>Reviews from shoppers appear here.</p> },
  { id: 'quesitons-tab', title: 'Questions', content: <p>Questions and answers appear here.</p> },
];

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: { items: sections, onValueChange: fn(), onFirstOpen: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    items: { control: false },
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard walk: Tab to Details, Enter opens it, arrows move between headers, Space toggles. */
export const AllClosed: Story = {
  play: async ({ canvas, args }) => {
    const details = canvas.getByRole('button', { name: 'Details' });
    const reviews = canvas.getByRole('button', { name: 'Reviews' });
    await expect(details).toHaveAttribute('id', 'details-tab');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(args.onFirstOpen).toHaveBeenCalledWith('details-tab');

    await userEvent.keyboard('{ArrowDown}');
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('region', { name: 'Reviews' })).toBeVisible();
    // independent: Details is still open
    await expect(details).toHaveAttribute('aria-expanded', 'true');

    // close both again for a tidy end state
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const DetailsOpen: Story = {
  args: { defaultValue: ['details-tab'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Details' })).toHaveTextContent(
      'Specifications: Amount: $1 to $1500',
    );
    await expect(canvas.getByRole('button', { name: 'Reviews' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Under the page's h1 the sections are h2s: no skipped heading level. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  render: (args) => (
    <>
      <h1 style={{ margin: '0 0 16px' }}>Cairnfield Outfitters Gift Card</h1>
      <Accordion {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Details',
      'Reviews',
      'Questions',
    ]);
  },
};

function LazyReviews() {
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const items = sections.map((section) =>
    section.id === 'reviews-tab'
      ? {
          ...section,
          content: loaded['reviews-tab'] ? <p>12 reviews loaded.</p> : <p>Loading reviews…</p>,
        }
      : section,
  );
  return <Accordion items={items} onFirstOpen={(id) => setLoaded((l) => ({ ...l, [id]: true }))} />;
}

/** The reviews are loaded the first time their section opens (onFirstOpen). */
export const LazyLoadOnFirstOpen: Story = {
  render: () => <LazyReviews />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reviews' }));
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Reviews' })).toHaveTextContent(
        '12 reviews loaded.',
      ),
    );
  },
};

function RatingOpensReviews() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <>
      <RatingSummary
        rating={4.3}
        count={12}
        label="{{rating}} out of {{scale}} star rating. {{count}} total reviews."
        actionLabel="Go to reviews"
        href="#reviews-tab"
        onActivate={(event) => {
          event.preventDefault();
          // what the page does for 'Go to reviews' and location=rating: open, then focus the header
          setOpen((v) => (v.includes('reviews-tab') ? v : [...v, 'reviews-tab']));
          requestAnimationFrame(() => document.getElementById('reviews-tab')?.focus());
        }}
      />
      <div style={{ marginTop: 16 }}>
        <Accordion items={sections} value={open} onValueChange={setOpen} />
      </div>
    </>
  );
}

/** Controlled: the rating summary's 'Go to reviews' opens the reviews section and focuses it. */
export const OpenedFromRatingLink: Story = {
  render: () => <RatingOpensReviews />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Go to reviews/ }));
    const reviews = canvas.getByRole('button', { name: 'Reviews' });
    await waitFor(() => expect(reviews).toHaveFocus());
    await expect(reviews).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Reviews' })).toBeVisible();
  },
};
