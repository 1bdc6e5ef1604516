import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';
import { axeViolations, renderOnServer, renderWithTheme } from '../../test/render';

describe('Skeleton', () => {
  it('should hide its shapes from assistive technology and reserve the given size', async () => {
    const { container } = renderWithTheme(<Skeleton width={320} height={48} />);
    const root = screen.getByTestId('skeleton');
    expect(root).toHaveStyle({ width: '320px' });
    const shapes = root.querySelectorAll('span');
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toHaveAttribute('aria-hidden', 'true');
    expect(shapes[0]).toHaveStyle({ height: '48px' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should announce a loading status when given a label', async () => {
    const { container } = renderWithTheme(
      <Skeleton shape="text" lines={3} loadingLabel="Loading…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should make the last text line shorter and a circle as wide as tall', () => {
    const { container } = renderWithTheme(
      <>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="circle" height={40} />
      </>,
    );
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes[1]).toHaveStyle({ width: '60%' });
    expect(shapes[2]).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('should not be focusable', async () => {
    const { user } = renderWithTheme(<Skeleton loadingLabel="Loading…" />);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('should render on the server', () => {
    expect(renderOnServer(<Skeleton loadingLabel="Loading…" />)).toContain('role="status"');
  });
});
