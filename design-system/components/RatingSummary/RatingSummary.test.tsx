import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RatingSummary } from './RatingSummary';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

// The shop's copy comes in as props; the component only fills it in.
const texts = {
  label: '{{rating}} out of {{scale}} star rating. {{count}} total reviews.',
  actionLabel: 'Go to reviews',
};
const sentence = '4.3 out of 5 star rating. 12 total reviews. Go to reviews';

describe('RatingSummary', () => {
  describe('given an href', () => {
    it('should be a link to the reviews named by the exact spec sentence', async () => {
      const { container } = renderWithTheme(
        <RatingSummary {...texts} rating={4.3} count={12} href="#reviews-tab" />,
      );
      const link = screen.getByRole('link', { name: sentence });
      expect(link).toHaveAttribute('href', '#reviews-tab');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should show the rating with one decimal and the count', () => {
      renderWithTheme(<RatingSummary {...texts} rating={4.3} count={12} href="#reviews-tab" />);
      const link = screen.getByRole('link');
      expect(link).toHaveTextContent('4.3');
      expect(link).toHaveTextContent('(12)');
    });

    it('should be reachable with Tab and call onActivate with the event, which may cancel navigation', async () => {
      const onActivate = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const { user } = renderWithTheme(
        <RatingSummary
          {...texts}
          rating={4.3}
          count={12}
          href="#reviews-tab"
          onActivate={onActivate}
        />,
      );
      await user.tab();
      expect(screen.getByRole('link', { name: sentence })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onActivate).toHaveBeenCalledTimes(1);
      expect(window.location.hash).toBe('');
    });
  });

  describe('given onActivate and no href', () => {
    it('should be a button that Enter and Space activate', async () => {
      const onActivate = vi.fn();
      const { user, container } = renderWithTheme(
        <RatingSummary {...texts} rating={4.3} count={12} onActivate={onActivate} />,
      );
      const button = screen.getByRole('button', { name: sentence });
      expect(button).toHaveAttribute('type', 'button');
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onActivate).toHaveBeenCalledTimes(2);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given neither href nor onActivate', () => {
    it('should be plain text without "Go to reviews"', async () => {
      const { container } = renderWithTheme(<RatingSummary {...texts} rating={4.3} count={12} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByText('4.3 out of 5 star rating. 12 total reviews.')).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('the stars', () => {
    it('should fill four stars and 30% of the fifth for 4.3, hidden from assistive technology', () => {
      renderWithTheme(<RatingSummary {...texts} rating={4.3} count={12} href="#reviews-tab" />);
      const stars = screen.getByTestId('rating-stars');
      expect(stars.closest('[aria-hidden="true"]')).not.toBeNull();
      const fills = [...stars.querySelectorAll('defs rect')].map((r) =>
        r.getAttribute('data-fill'),
      );
      expect(fills).toEqual(['1', '1', '1', '1', '0.3']);
      // 30% of the 20-unit-wide star
      expect(stars.querySelectorAll('defs rect')[4]).toHaveAttribute('width', '6');
    });

    it('should fill nothing when there are no ratings', () => {
      renderWithTheme(<RatingSummary {...texts} rating={0} count={0} href="#reviews-tab" />);
      expect(screen.getByTestId('rating-stars').querySelectorAll('defs rect')).toHaveLength(0);
      expect(
        screen.getByRole('link', {
          name: '0.0 out of 5 star rating. 0 total reviews. Go to reviews',
        }),
      ).toBeInTheDocument();
    });

    it('should give each summary its own clip path id', () => {
      renderWithTheme(
        <>
          <RatingSummary {...texts} rating={1} count={1} />
          <RatingSummary {...texts} rating={5} count={1} />
        </>,
      );
      const ids = [...document.querySelectorAll('clipPath')].map((c) => c.id);
      expect(new Set(ids).size).toBe(2);
    });
  });

  describe('given edge values', () => {
    it('should show 5.04 as 5.0 and cap the count at the limit', () => {
      renderWithTheme(
        <RatingSummary
          {...texts}
          rating={5.04}
          count={1200}
          countLimit={999}
          href="#reviews-tab"
        />,
      );
      const link = screen.getByRole('link', {
        name: '5.0 out of 5 star rating. 999+ total reviews. Go to reviews',
      });
      expect(link).toHaveTextContent('5.0');
      expect(link).toHaveTextContent('(999+)');
    });

    it('should use neutral texts when none are given', () => {
      renderWithTheme(<RatingSummary rating={4.3} count={12} href="#reviews-tab" />);
      expect(
        screen.getByRole('link', { name: 'Rated 4.3 of 5. 12 reviews. Read the reviews' }),
      ).toBeInTheDocument();
    });
  });

  it('should render on the server with the sentence and the link', () => {
    const html = renderOnServer(
      <RatingSummary {...texts} rating={4.3} count={12} href="#reviews-tab" />,
    );
    expect(html).toContain('href="#reviews-tab"');
    expect(html).toContain(sentence);
  });
});
