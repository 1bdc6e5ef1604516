import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge, badgeTones } from './Badge';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Badge', () => {
  it('should show the label it is given in the tone it is given', () => {
    renderWithTheme(<Badge label="Just in" tone="green" />);
    expect(screen.getByText('Just in')).toHaveAttribute('data-tone', 'green');
  });

  it('should give every tone its own style and have no axe violations', async () => {
    const { container } = renderWithTheme(
      <p>
        {badgeTones.map((tone) => (
          <Badge key={tone} label={`Tone ${tone}`} tone={tone} />
        ))}
      </p>,
    );
    const classes = badgeTones.map((tone) => screen.getByText(`Tone ${tone}`).className);
    expect(new Set(classes).size).toBe(badgeTones.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Badge label="Sale" tone="red" />)).toContain('Sale');
  });
});
