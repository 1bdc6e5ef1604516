import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from './firstIntent';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('given a %s anywhere on the page, should call back once', (type) => {
    document.body.innerHTML = '<main><p><button type="button">Add to cart</button></p></main>';
    const fn = vi.fn();
    stop = onFirstIntent(fn);
    expect(fn).not.toHaveBeenCalled();
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event(type, { bubbles: true }));
    button.dispatchEvent(new Event(type, { bubbles: true }));
    for (const other of INTENT_EVENTS)
      document.body.dispatchEvent(new Event(other, { bubbles: true }));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('given an event that stops its own propagation, should still see it (captured first)', () => {
    document.body.innerHTML = '<button type="button">Pay</button>';
    const button = document.querySelector('button')!;
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    const fn = vi.fn();
    stop = onFirstIntent(fn);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('given scrolling or a resize only, or a cancelled watch, should not call back', () => {
    const fn = vi.fn();
    stop = onFirstIntent(fn);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(fn).not.toHaveBeenCalled();
    stop();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(fn).not.toHaveBeenCalled();
  });

  it('given several callers, should listen once per event for all of them and call each back', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onFirstIntent(first);
    stop = onFirstIntent(second);
    // One listener object (the window keeps one per object and phase), however often it is given.
    const listeners = add.mock.calls.filter(([type]) => type === 'pointerdown').map(([, l]) => l);
    expect(new Set(listeners).size).toBe(1);
    add.mockRestore();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
  });
});
