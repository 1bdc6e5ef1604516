import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from './Button';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Button', () => {
  describe('given a label', () => {
    it('should be a button named by its label that does not submit forms', async () => {
      const onSubmit = vi.fn((e: Event) => e.preventDefault());
      const { user } = renderWithTheme(
        <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
          <Button>Add to cart</Button>
        </form>,
      );
      const button = screen.getByRole('button', { name: 'Add to cart' });
      expect(button).toHaveAttribute('type', 'button');
      await user.click(button);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('should call onClick when activated by keyboard', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(<Button onClick={onClick}>Add to cart</Button>);
      await user.tab();
      expect(screen.getByRole('button')).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('should have no axe violations', async () => {
      const { container } = renderWithTheme(<Button variant="secondary">Buy now</Button>);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when loading', () => {
    it('should keep its label as its name, set aria-busy and swallow clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(
        <Button loading loadingLabel="Adding to cart" onClick={onClick}>
          Add to cart
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Add to cart/ });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled(); // stays focusable mid-request
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('should not call onClick', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(
        <Button disabled onClick={onClick}>
          Add to cart
        </Button>,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Button loading>Pay</Button>)).toContain('aria-busy="true"');
  });
});
