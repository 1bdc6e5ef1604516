import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageZoom } from './ImageZoom';

function renderZoom(hintMs: number) {
  return render(
    <ImageZoom src="/large.png" alt="The card" title="Gift card" hintMs={hintMs}>
      <img src="/small.png" alt="The card" />
    </ImageZoom>,
  );
}

describe('ImageZoom', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given the configured hint duration', () => {
    it('should show "Tap to zoom" until that time has passed, then remove it', () => {
      renderZoom(1200);
      expect(screen.getByText('Tap to zoom')).toBeVisible();
      act(() => {
        vi.advanceTimersByTime(1199);
      });
      expect(screen.getByText('Tap to zoom')).toBeVisible();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Tap to zoom')).toBeNull();
    });
  });

  describe('given a longer duration, as the page stories configure', () => {
    it('should keep the hint past the spec’s 3000 ms', () => {
      renderZoom(60_000);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(screen.getByText('Tap to zoom')).toBeVisible();
    });
  });

  describe('given the server’s HTML, as a browser without JavaScript shows it', () => {
    it('should offer "Zoom image" as a link to the large image, and no button that opens nothing', () => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(
        <ImageZoom src="/large.png" alt="The card" title="Gift card" hintMs={3000}>
          <img src="/small.png" alt="The card" />
        </ImageZoom>,
      );
      document.body.append(page);
      try {
        expect(within(page).getByRole('link', { name: 'Zoom image' })).toHaveAttribute(
          'href',
          '/large.png',
        );
        expect(within(page).queryByRole('button', { name: 'Zoom image' })).toBeNull();
      } finally {
        page.remove();
      }
    });
  });

  describe('given the page hydrated', () => {
    it('should offer the "Zoom image" button that opens the zoomed view', () => {
      renderZoom(3000);
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(screen.getByRole('button', { name: 'Zoom image' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Zoom image' })).toBeNull();
    });
  });
});
