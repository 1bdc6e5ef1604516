import { describe, expect, it, vi } from 'vitest';
import { listenShared } from './sharedListener';

describe('listenShared', () => {
  it('given many handlers for one event and phase, should add one listener that calls each', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const calls: string[] = [];
    listenShared(target, 'pointerdown', () => calls.push('a'), true);
    listenShared(target, 'pointerdown', () => calls.push('b'), true);
    listenShared(target, 'pointerdown', () => calls.push('bubbling'), false);
    target.dispatchEvent(new Event('pointerdown'));
    expect(calls).toEqual(['a', 'b', 'bubbling']);
    expect(add.mock.calls.map(([type, , options]) => [type, options])).toEqual([
      ['pointerdown', { capture: true, passive: true }],
      ['pointerdown', { capture: false, passive: true }],
    ]);
  });

  it('given a handler removed by one called before it, should not call it', () => {
    const target = new EventTarget();
    const later = vi.fn();
    let removeLater = () => undefined as void;
    listenShared(target, 'click', () => removeLater(), true);
    removeLater = listenShared(target, 'click', later, true);
    target.dispatchEvent(new Event('click'));
    expect(later).not.toHaveBeenCalled();
  });

  it('given its last handler removed, should remove the listener, and add it again for a new one', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const first = vi.fn();
    const stopFirst = listenShared(target, 'keydown', first, true);
    const stopSecond = listenShared(target, 'keydown', vi.fn(), true);
    stopFirst();
    stopFirst();
    expect(remove).not.toHaveBeenCalled();
    stopSecond();
    expect(remove).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    expect(first).not.toHaveBeenCalled();
    const again = vi.fn();
    listenShared(target, 'keydown', again, true);
    target.dispatchEvent(new Event('keydown'));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
