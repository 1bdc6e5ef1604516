import { describe, expect, it } from 'vitest';
import { initialToastQueue, toastQueueReducer, type ToastQueueState } from './toastQueue';

type Opts = { title: string };
const start = initialToastQueue as ToastQueueState<Opts>;
const show = (id: string, title = id, max = 3) => ({
  type: 'show' as const,
  id,
  options: { title },
  max,
});

describe('toastQueueReducer', () => {
  it('should add toasts open, in order, each with a new key', () => {
    const s = [show('a'), show('b')].reduce(toastQueueReducer<Opts>, start);
    expect(s.toasts.map((t) => [t.id, t.open, t.key])).toEqual([
      ['a', true, 1],
      ['b', true, 2],
    ]);
  });

  it('should replace a toast shown again with the same id, with a new key, at the end', () => {
    const s = [show('cart', 'Added 1'), show('other'), show('cart', 'Added 2')].reduce(
      toastQueueReducer<Opts>,
      start,
    );
    expect(s.toasts.map((t) => [t.id, t.options.title, t.key])).toEqual([
      ['other', 'other', 2],
      ['cart', 'Added 2', 3],
    ]);
  });

  it('should close the oldest toasts beyond max', () => {
    const s = [show('a', 'a', 2), show('b', 'b', 2), show('c', 'c', 2)].reduce(
      toastQueueReducer<Opts>,
      start,
    );
    expect(s.toasts.map((t) => [t.id, t.open])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });

  it('should dismiss one toast by id, or all without one', () => {
    const s = [show('a'), show('b')].reduce(toastQueueReducer<Opts>, start);
    const one = toastQueueReducer(s, { type: 'dismiss', id: 'a' });
    expect(one.toasts.map((t) => t.open)).toEqual([false, true]);
    const all = toastQueueReducer(s, { type: 'dismiss' });
    expect(all.toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('should drop closed toasts when the next one is shown', () => {
    const s = [show('a'), { type: 'dismiss' as const, id: 'a' }, show('b')].reduce(
      toastQueueReducer<Opts>,
      start,
    );
    expect(s.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('should not change state it was given', () => {
    const s = toastQueueReducer(start, show('a'));
    toastQueueReducer(s, { type: 'dismiss' });
    expect(s.toasts[0]!.open).toBe(true);
  });
});
