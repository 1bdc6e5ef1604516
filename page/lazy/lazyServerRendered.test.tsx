import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '@cairnfield/design-system/testing';
import { lazyServerRendered } from './lazyServerRendered';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyServerRendered', () => {
  describe('given a chunk that fails to load once', () => {
    it('should show Try again instead of a blank page, then load the part on retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const importer = vi
        .fn<() => Promise<{ default: typeof Greeting }>>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockResolvedValue({ default: Greeting });
      const Part = lazyServerRendered(importer, 'the greeting');
      const { user } = renderWithTheme(
        <main>
          <h1>Page</h1>
          <Part name="Sam" />
        </main>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Could not load the greeting.');
      // The rest of the page is still there.
      expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(importer).toHaveBeenCalledTimes(2);
    });
  });

  describe('given a part whose chunk was preloaded', () => {
    it('should render it in the first render, without suspending (so its boundary hydrates at once)', async () => {
      const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
      const Part = lazyServerRendered(importer, 'the greeting');
      await Part.preload();
      renderWithTheme(<Part name="Sam" />);
      // No await: the part is there in the render itself.
      expect(screen.getByText('Hello Sam')).toBeInTheDocument();
      expect(importer).toHaveBeenCalledTimes(1);
    });

    it('should otherwise suspend on the first render and show the part once the chunk is in', async () => {
      const Part = lazyServerRendered(() => Promise.resolve({ default: Greeting }), 'the greeting');
      renderWithTheme(<Part name="Sam" />);
      expect(screen.queryByText('Hello Sam')).not.toBeInTheDocument();
      expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    });
  });
});
