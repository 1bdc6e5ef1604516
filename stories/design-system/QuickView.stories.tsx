import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, QuickView, type QuickViewProps } from '@cairnfield/design-system';
import { RATING_TEXT } from '../../page/purchase/messages';
import { RELATED_TEXT } from '../../page/sections/RelatedProducts';

/** Simple card art as a data URI, so the story needs no network and screenshots are stable. */
function cardArt(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="404" viewBox="0 0 640 404">
<rect width="100%" height="100%" rx="24" fill="${background}"/>
<text x="32" y="72" font-family="sans-serif" font-size="36" font-weight="700" fill="#ffffff">Cairnfield Outfitters</text>
<text x="32" y="360" font-family="sans-serif" font-size="28" fill="#ffffff">eGift card</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const product = {
  name: 'Cairnfield eGift Card',
  image: { src: cardArt('#1d5a37'), alt: 'Cairnfield eGift Card, front of the card' },
  price: { min: 1, max: 1500 },
  rating: { rating: 4.6, count: 128 },
  ratingLabel: RATING_TEXT.label,
  href: '/p/cairnfield-egift-card',
  linkLabel: RELATED_TEXT.viewProduct,
  closeLabel: RELATED_TEXT.closeQuickView,
} satisfies Partial<QuickViewProps>;

/** As the related-products strip uses it: a Quick view button opens it from outside. */
function FromStrip(props: Partial<QuickViewProps>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" size="small" onClick={() => setOpen(true)}>
        {RELATED_TEXT.quickView}
      </Button>
      <QuickView
        {...product}
        {...props}
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={button}
      />
    </>
  );
}

const meta = {
  title: 'Design system/QuickView',
  component: FromStrip,
} satisfies Meta<typeof FromStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from its button: a modal dialog named by the product, with image, price range, rating
 * and link; Escape closes it and focus is back on the button. Left open for the screenshot.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Quick view' });
    await userEvent.click(opener);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Cairnfield eGift Card' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      '/p/cairnfield-egift-card',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Cairnfield eGift Card' });
  },
};

/** Without an image or a rating (e.g. the statistics could not be read). */
export const NameAndPriceOnly: Story = {
  args: { image: null, rating: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quick view' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cairnfield eGift Card',
    });
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};
