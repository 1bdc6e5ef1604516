import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { InlineAlert, inlineAlertTones } from './InlineAlert';
import { Button } from '../Button/Button';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('InlineAlert', () => {
  describe('given the shipping restriction (error)', () => {
    it('should be a role="alert" whose text starts with the tone word', async () => {
      const { container } = renderWithTheme(
        <InlineAlert tone="error">This item does not ship to your location</InlineAlert>,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Error: This item does not ship to your location');
      expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should not take focus and not be focusable', async () => {
      const { user } = renderWithTheme(
        <>
          <InlineAlert tone="error">This item does not ship to your location</InlineAlert>
          <Button>Add to cart</Button>
        </>,
      );
      expect(document.body).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    });
  });

  describe.each(inlineAlertTones)('given tone %s', (tone) => {
    it('should have an icon, a tone word and no axe violations', async () => {
      const { container } = renderWithTheme(
        <InlineAlert tone={tone} title="Heads up">
          Message
        </InlineAlert>,
      );
      const el = container.querySelector(`[data-tone="${tone}"]`)!;
      expect(el.querySelector('svg')).not.toBeNull();
      expect(el.textContent).toMatch(/^(Error|Warning|Information|Success): Heads up Message$/);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('roles', () => {
    it('should default to status for info and success, alert for warning', () => {
      renderWithTheme(
        <>
          <InlineAlert tone="info">Ships in 2 hours</InlineAlert>
          <InlineAlert tone="success">Added</InlineAlert>
          <InlineAlert tone="warning">Limited</InlineAlert>
        </>,
      );
      expect(screen.getAllByRole('status')).toHaveLength(2);
      expect(screen.getByRole('alert')).toHaveTextContent('Warning: Limited');
    });

    it('should take the role from the prop, including none', () => {
      renderWithTheme(
        <>
          <InlineAlert tone="info" role="alert">
            Now
          </InlineAlert>
          <InlineAlert tone="error" role="none">
            Static
          </InlineAlert>
        </>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Information: Now');
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByText('Static').closest('[role]')).toBeNull();
    });

    it('should use a custom tone word', () => {
      renderWithTheme(
        <InlineAlert tone="error" toneLabel="Problem">
          Oops
        </InlineAlert>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Problem: Oops');
    });
  });

  it('should stay on screen after an action shows it (no timer)', async () => {
    function Form() {
      const [error, setError] = useState(false);
      return (
        <>
          <Button onClick={() => setError(true)}>Add to cart</Button>
          {error ? (
            <InlineAlert tone="error">
              Sorry, Something went wrong. Please try after sometime.
            </InlineAlert>
          ) : null}
        </>
      );
    }
    const { user } = renderWithTheme(<Form />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, Something went wrong. Please try after sometime.',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('should render on the server', () => {
    expect(renderOnServer(<InlineAlert tone="error">No</InlineAlert>)).toContain('role="alert"');
  });
});
