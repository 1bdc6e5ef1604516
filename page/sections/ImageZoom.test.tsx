import { act, render, screen } from '@testing-library/react';
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
});
