import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Gift Cards', href: '/c/gift-cards' },
  { label: 'Cairnfield Outfitters Gift Card', href: '/p/gift-card' },
];

describe('Breadcrumbs', () => {
  describe('given a trail', () => {
    it('should be a nav named Breadcrumb with an ordered list of the crumbs', async () => {
      const { container } = renderWithTheme(<Breadcrumbs items={trail} />);
      const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
      const list = within(nav).getByRole('list');
      expect(list.tagName).toBe('OL');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Home', 'Gift Cards', 'Cairnfield Outfitters Gift Card']);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should link every crumb but the last, which is the current page and not a link', () => {
      renderWithTheme(<Breadcrumbs items={trail} />);
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute(
        'href',
        '/c/gift-cards',
      );
      expect(screen.queryByRole('link', { name: 'Cairnfield Outfitters Gift Card' })).toBeNull();
      expect(screen.getByText('Cairnfield Outfitters Gift Card')).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    });

    it('should hide the separators from assistive technology', () => {
      const { container } = renderWithTheme(<Breadcrumbs items={trail} />);
      const separators = container.querySelectorAll('svg');
      expect(separators).toHaveLength(2);
      separators.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    });

    it('should move through the links with Tab', async () => {
      const { user } = renderWithTheme(<Breadcrumbs items={trail} />);
      await user.tab();
      expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveFocus();
      await user.tab();
      expect(document.body).toHaveFocus();
    });
  });

  it('should show a crumb without href as text', () => {
    renderWithTheme(
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Sale' }, { label: 'Card' }]} />,
    );
    expect(screen.queryByRole('link', { name: 'Sale' })).toBeNull();
    expect(screen.getByText('Sale')).not.toHaveAttribute('aria-current');
  });

  it('should take another landmark name', () => {
    renderWithTheme(<Breadcrumbs items={trail} label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
  });

  it('should render on the server', () => {
    const html = renderOnServer(<Breadcrumbs items={trail} />);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('aria-current="page"');
  });
});
