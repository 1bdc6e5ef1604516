import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Accordion, type AccordionSection } from './Accordion';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

const sections: AccordionSection[] = [
  { id: 'details-tab', title: 'Details', content: <p>Give the gift of the outdoors.</p> },
  { id: 'reviews-tab', title: 'Reviews', content: <p>Reviews load here.</p> },
  { id: 'quesitons-tab', title: 'Questions', content: <p>Questions load here.</p> },
];

describe('Accordion', () => {
  describe('given three sections, all closed', () => {
    it('should render each header as a collapsed button inside an h3, with the section id', async () => {
      const { container } = renderWithTheme(<Accordion items={sections} />);
      const headings = screen.getAllByRole('heading', { level: 3 });
      expect(headings.map((h) => h.textContent)).toEqual(['Details', 'Reviews', 'Questions']);
      for (const [i, id] of ['details-tab', 'reviews-tab', 'quesitons-tab'].entries()) {
        const button = screen.getByRole('button', { name: sections[i]!.title as string });
        expect(button).toHaveAttribute('id', id);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(headings[i]).toContainElement(button);
      }
      expect(screen.queryByRole('region')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should use the given heading level', () => {
      renderWithTheme(<Accordion items={sections} headingLevel={2} />);
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
      expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    });
  });

  describe('when a header is activated by keyboard', () => {
    it('should open its region, labelled by its button and controlled by it', async () => {
      const { user, container } = renderWithTheme(<Accordion items={sections} />);
      await user.tab();
      const details = screen.getByRole('button', { name: 'Details' });
      expect(details).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(details).toHaveAttribute('aria-expanded', 'true');
      expect(details).toHaveAttribute('data-state', 'open');
      const region = screen.getByRole('region', { name: 'Details' });
      expect(region).toHaveTextContent('Give the gift of the outdoors.');
      expect(details).toHaveAttribute('aria-controls', region.id);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should toggle sections independently with Enter and Space', async () => {
      const { user } = renderWithTheme(<Accordion items={sections} />);
      await user.tab();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
        'details-tab',
        'reviews-tab',
      ]);
      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('should move between headers with the arrow keys, Home and End', async () => {
      const { user } = renderWithTheme(<Accordion items={sections} />);
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('button', { name: 'Questions' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('button', { name: 'Questions' })).toHaveFocus();
    });
  });

  describe('uncontrolled', () => {
    it('should open the defaultValue sections and report changes', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithTheme(
        <Accordion items={sections} defaultValue={['details-tab']} onValueChange={onValueChange} />,
      );
      expect(screen.getByRole('region', { name: 'Details' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Questions' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['details-tab', 'quesitons-tab']);
      expect(screen.getByRole('region', { name: 'Questions' })).toBeVisible();
    });
  });

  describe('controlled', () => {
    it('should follow value and only change when the parent does', async () => {
      const onValueChange = vi.fn();
      const { user, rerender } = renderWithTheme(
        <Accordion items={sections} value={[]} onValueChange={onValueChange} />,
      );
      await user.click(screen.getByRole('button', { name: 'Reviews' }));
      expect(onValueChange).toHaveBeenCalledWith(['reviews-tab']);
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      rerender(
        <Accordion items={sections} value={['reviews-tab']} onValueChange={onValueChange} />,
      );
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('should let the page open reviews from outside (location=rating) and focus it by id', async () => {
      function Page() {
        const [open, setOpen] = useState<string[]>([]);
        return (
          <>
            <button
              type="button"
              onClick={() => {
                setOpen((v) => [...v, 'reviews-tab']);
                document.getElementById('reviews-tab')?.focus();
              }}
            >
              4.3 out of 5
            </button>
            <Accordion items={sections} value={open} onValueChange={setOpen} />
          </>
        );
      }
      const { user } = renderWithTheme(<Page />);
      await user.click(screen.getByRole('button', { name: '4.3 out of 5' }));
      expect(screen.getByRole('button', { name: 'Reviews' })).toHaveFocus();
      expect(screen.getByRole('region', { name: 'Reviews' })).toBeVisible();
    });
  });

  describe('lazy loading', () => {
    it('should call onFirstOpen once per section, including those open at first', async () => {
      const onFirstOpen = vi.fn();
      const onSectionOpenChange = vi.fn();
      const { user } = renderWithTheme(
        <Accordion
          items={sections}
          defaultValue={['details-tab']}
          onFirstOpen={onFirstOpen}
          onSectionOpenChange={onSectionOpenChange}
        />,
      );
      expect(onFirstOpen.mock.calls).toEqual([['details-tab']]);
      const reviews = screen.getByRole('button', { name: 'Reviews' });
      await user.click(reviews);
      await user.click(reviews);
      await user.click(reviews);
      expect(onFirstOpen.mock.calls).toEqual([['details-tab'], ['reviews-tab']]);
      expect(onSectionOpenChange.mock.calls).toEqual([
        ['reviews-tab', true],
        ['reviews-tab', false],
        ['reviews-tab', true],
      ]);
    });

    it('should not render a closed panel unless keepMounted, which keeps it hidden', () => {
      renderWithTheme(<Accordion items={[{ ...sections[0]!, keepMounted: true }, sections[1]!]} />);
      expect(screen.getByText('Give the gift of the outdoors.')).not.toBeVisible();
      expect(screen.queryByText('Reviews load here.')).toBeNull();
    });
  });

  it('should render on the server with headings, ids and collapsed state', () => {
    const html = renderOnServer(<Accordion items={sections} defaultValue={['details-tab']} />);
    expect(html).toMatch(/<h3[^>]*><button[^>]*id="details-tab"/);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('Give the gift of the outdoors.');
    expect(html).toContain('id="quesitons-tab"');
  });
});
