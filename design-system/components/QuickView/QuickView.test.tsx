import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { QuickView, type QuickViewProps } from './QuickView';
import { Button } from '../Button/Button';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

const product = {
  name: 'Trail Gift Card',
  image: { src: '/media/trail-small.png', largeSrc: '/media/trail-large.png', alt: 'Trail card' },
  price: { min: 10, max: 500 },
  rating: { rating: 4.4, count: 27 },
  href: '/p/trail-gift-card',
} satisfies Partial<QuickViewProps>;

/** A strip's Quick view button opening the dialog from outside, as a page does. */
function Opener(props: Partial<QuickViewProps>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        Quick view
      </Button>
      <QuickView
        {...product}
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={button}
        {...props}
      />
    </>
  );
}

describe('QuickView', () => {
  describe('given it is opened from a Quick view button', () => {
    it('should be a modal dialog named by the product, with its image, price range, rating and link', async () => {
      const { user } = renderWithTheme(<Opener />);
      await user.click(screen.getByRole('button', { name: 'Quick view' }));
      const dialog = screen.getByRole('dialog', { name: 'Trail Gift Card' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByRole('img', { name: 'Trail card' })).toBeInTheDocument();
      expect(dialog).toHaveTextContent('$10.00');
      expect(dialog).toHaveTextContent('$500.00');
      expect(dialog).toHaveTextContent('4.4');
      expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute(
        'href',
        '/p/trail-gift-card',
      );
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('should close on Escape and give focus back to the Quick view button', async () => {
      const { user } = renderWithTheme(<Opener />);
      const opener = screen.getByRole('button', { name: 'Quick view' });
      await user.click(opener);
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    });

    it('should close with its close button and give focus back too', async () => {
      const { user } = renderWithTheme(<Opener closeLabel="Close quick view" />);
      const opener = screen.getByRole('button', { name: 'Quick view' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Close quick view' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    });
  });

  describe('given no image and no rating', () => {
    it('should show the name, price and link only', async () => {
      const { user } = renderWithTheme(
        <Opener image={null} rating={null} linkLabel="Go to the card" />,
      );
      await user.click(screen.getByRole('button', { name: 'Quick view' }));
      const dialog = screen.getByRole('dialog', { name: 'Trail Gift Card' });
      expect(within(dialog).queryByRole('img')).toBeNull();
      expect(dialog).not.toHaveTextContent('4.4');
      expect(within(dialog).getByRole('link', { name: 'Go to the card' })).toBeInTheDocument();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  it('should render on the server (closed: nothing)', () => {
    const html = renderOnServer(<QuickView {...product} open={false} onOpenChange={() => {}} />);
    expect(html).not.toContain('Trail Gift Card');
  });
});
