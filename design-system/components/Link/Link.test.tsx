import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Link } from './Link';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Link', () => {
  describe('given an internal link', () => {
    it('should be a link with its text as name and every anchor prop passed on', async () => {
      const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
      const { user, container } = renderWithTheme(
        <p>
          Read the{' '}
          <Link href="/terms" lang="en" data-testid="terms" onClick={onClick}>
            terms
          </Link>
          .
        </p>,
      );
      const link = screen.getByRole('link', { name: 'terms' });
      expect(link).toHaveAttribute('href', '/terms');
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).not.toHaveAttribute('target');
      await user.tab();
      expect(link).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should keep a target and rel given by the caller', () => {
      renderWithTheme(
        <Link href="/x" target="_self" rel="nofollow">
          X
        </Link>,
      );
      expect(screen.getByRole('link')).toHaveAttribute('target', '_self');
      expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow');
    });
  });

  describe('given an external link', () => {
    it('should open a new tab safely and say so in its name', async () => {
      const { container } = renderWithTheme(
        <Link href="https://example.com/privacy" external variant="standalone">
          Privacy policy
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should take another hint', () => {
      renderWithTheme(
        <Link href="https://example.com" external externalHint="(new window)">
          Help
        </Link>,
      );
      expect(screen.getByRole('link', { name: 'Help (new window)' })).toBeInTheDocument();
    });
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Link href="/a">A</Link>)).toContain('href="/a"');
  });
});
