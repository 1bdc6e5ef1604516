import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge, badgeKeys, badgeLabels, pickBadge } from './Badge';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Badge', () => {
  it('should show the label of its key', () => {
    renderWithTheme(<Badge badge="EGIFT_CARD" />);
    expect(screen.getByText('eGift Card')).toHaveAttribute('data-badge', 'EGIFT_CARD');
  });

  it('should show the badge pickBadge chooses', () => {
    const key = pickBadge(['EGIFT_CARD', 'PRICE_DROP', 'NEW']);
    renderWithTheme(key ? <Badge badge={key} /> : <span>none</span>);
    expect(screen.getByText('Price Drop')).toBeInTheDocument();
  });

  it('should take a label override', () => {
    renderWithTheme(<Badge badge="NEW" label="Just in" />);
    expect(screen.getByText('Just in')).toBeInTheDocument();
  });

  it('should give every key its own style and have no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        {badgeKeys.map((key) => (
          <Badge key={key} badge={key} />
        ))}
      </p>,
    );
    const classes = badgeKeys.map((key) => screen.getByText(badgeLabels[key]).className);
    expect(new Set(classes).size).toBe(badgeKeys.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Badge badge="CLEARANCE" />)).toContain('Clearance');
  });
});
