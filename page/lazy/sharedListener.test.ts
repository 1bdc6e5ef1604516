import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenShared } from './sharedListener';

const removers: (() => void)[] = [];
const listen = (...args: Parameters<typeof listenShared>) => {
  const remove = listenShared(...args);
  removers.push(remove);
  return remove;
};
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  vi.restoreAllMocks();
});

describe('listenShared', () => {
  it('given many handlers for one event and phase, should add one listener that calls each', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const calls: string[] = [];
    listen(['pointerdown'], () => calls.push('a'));
    listen(['pointerdown', 'keydown'], () => calls.push('b'));
    listen(['pointerdown'], () => calls.push('bubbling'), false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls).toEqual(['a', 'b', 'bubbling']);
    // One listener object per event and phase (the window keeps one of each), every one passive.
    const listenersByPhase = new Map<string, Set<unknown>>();
    for (const [type, listener, options] of add.mock.calls) {
      const phase = `${type} ${JSON.stringify(options)}`;
      listenersByPhase.set(phase, (listenersByPhase.get(phase) ?? new Set()).add(listener));
    }
    expect([...listenersByPhase].map(([phase, listeners]) => [phase, listeners.size])).toEqual([
      ['pointerdown {"capture":true,"passive":true}', 1],
      ['keydown {"capture":true,"passive":true}', 1],
      ['pointerdown {"capture":false,"passive":true}', 1],
    ]);
  });

  it('given its listener taken off the window by someone else, should put it back for the next handler', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const first = vi.fn();
    listen(['click'], first);
    const [type, listener, options] = add.mock.calls[0]!;
    window.removeEventListener(type, listener, options);
    const second = vi.fn();
    listen(['click'], second);
    document.body.click();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('given a handler removed by one called before it, should not call it', () => {
    const later = vi.fn();
    let removeLater = () => undefined as void;
    listen(['click'], () => removeLater());
    removeLater = listen(['click'], later);
    document.body.click();
    expect(later).not.toHaveBeenCalled();
  });

  it('given its last handler removed, should remove the listener, and add it again for a new one', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const first = vi.fn();
    const stopFirst = listen(['keydown'], first);
    const stopSecond = listen(['keydown'], vi.fn());
    stopFirst();
    stopFirst();
    expect(remove).not.toHaveBeenCalled();
    stopSecond();
    expect(remove).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(first).not.toHaveBeenCalled();
    const again = vi.fn();
    listen(['keydown'], again);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
