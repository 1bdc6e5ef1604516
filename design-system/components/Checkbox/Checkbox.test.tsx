import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Checkbox', () => {
  describe('given a label and a description', () => {
    it('should be a native checkbox named by its label and described by its description', async () => {
      const { container } = renderWithTheme(
        <Checkbox
          label="Send all cards to the same email"
          description="One e-mail receives every card."
        />,
      );
      const box = screen.getByRole('checkbox', { name: 'Send all cards to the same email' });
      expect(box).toHaveAttribute('type', 'checkbox');
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription('One e-mail receives every card.');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when uncontrolled', () => {
    it('should toggle with Space and a click on the label, reporting each change', async () => {
      const onCheckedChange = vi.fn();
      const { user } = renderWithTheme(
        <Checkbox label="Gift wrap" onCheckedChange={onCheckedChange} />,
      );
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
      await user.click(screen.getByText('Gift wrap'));
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
      expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    });

    it('should start checked with defaultChecked', async () => {
      const { container } = renderWithTheme(<Checkbox label="Gift wrap" defaultChecked />);
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when controlled', () => {
    it('should show the parent state only', async () => {
      const onCheckedChange = vi.fn();
      const { user } = renderWithTheme(
        <Checkbox label="Gift wrap" checked={false} onCheckedChange={onCheckedChange} />,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
    });

    it('should follow the parent', async () => {
      function Parent() {
        const [on, setOn] = useState(true);
        return <Checkbox label="Gift wrap" checked={on} onCheckedChange={setOn} />;
      }
      const { user } = renderWithTheme(<Parent />);
      await user.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
    });
  });

  describe('when disabled', () => {
    it('should not toggle', async () => {
      const onCheckedChange = vi.fn();
      const { user, container } = renderWithTheme(
        <Checkbox label="Gift wrap" disabled onCheckedChange={onCheckedChange} />,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
      expect(onCheckedChange).not.toHaveBeenCalled();
      expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('should render on the server', () => {
    const html = renderOnServer(<Checkbox label="Gift wrap" defaultChecked name="wrap" />);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('checked=""');
  });
});
