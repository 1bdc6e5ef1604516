import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChunkErrorAlert } from './ChunkErrorAlert';

describe('ChunkErrorAlert', () => {
  it('given a failure a new request can mend, when Try again is pressed, should retry', async () => {
    const onRetry = vi.fn();
    render(<ChunkErrorAlert label="the reviews" stale={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load the reviews. Check your connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given a retry under way, when Try again is pressed again, should not start another', async () => {
    const onRetry = vi.fn();
    render(<ChunkErrorAlert label="the reviews" stale={false} loading onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /Loading the reviews|Try again/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('given a failure only a reload clears, when Reload the page is pressed, should reload', async () => {
    const onReload = vi.fn();
    const onRetry = vi.fn();
    render(<ChunkErrorAlert label="the reviews" stale onRetry={onRetry} onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
