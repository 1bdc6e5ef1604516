import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@cairnfield/design-system/testing';
import { fakeIntersectionObserver } from '../test/fakeIntersectionObserver';
import { ChunkLoadError, importWithTimeout, lazyWithRetry, SETTLE_DELAY_MS } from './lazyWithRetry';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A place in the page the part waits for, as the product page's strips do. */
function anchorInPage() {
  const anchor = document.createElement('div');
  anchor.dataset.strip = '';
  document.body.append(anchor);
  return () => document.querySelector('[data-strip]');
}

describe('importWithTimeout', () => {
  it('given an import that hangs, when the spec’s 120000 ms pass, should reject with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = importWithTimeout(() => new Promise<never>(() => undefined), 120_000, 'toast');
    const caught = never.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void caught.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toContain('120000 ms');
  });

  it('given an import that fails, when awaited, should reject with ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await importWithTimeout(() => Promise.reject(cause), 1000).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(cause);
  });
});

describe('lazyWithRetry', () => {
  it('given a chunk that loads, when rendered, should show it with its props', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Greeting }), { label: 'greeting' });
    render(<Lazy name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('given a chunk that fails once, when Try again is pressed, should load it and move focus to it', async () => {
    const onError = vi.fn();
    const importer = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyWithRetry(importer, { label: 'the greeting', onError });
    const user = userEvent.setup();
    const { container } = render(<Lazy name="Ada" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the greeting.');
    expect(onError).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const greeting = await screen.findByText('Hello Ada');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(greeting.parentElement).toHaveFocus();
  });

  it('given a chunk that keeps failing, when Try again is pressed, should keep offering Try again', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const Lazy = lazyWithRetry<{ name: string }>(importer, { onError: () => undefined });
    const user = userEvent.setup();
    render(<Lazy name="Ada" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('given a chunk the browser will not load again until a reload, should offer to reload, keeping what was entered', async () => {
    const stale = new ChunkLoadError('Loading chunk failed', { stale: true });
    const importer = vi.fn(() => Promise.reject(stale));
    const Lazy = lazyWithRetry<{ name: string }>(importer, {
      label: 'the greeting',
      onError: () => undefined,
    });
    const { container } = render(<Lazy name="Ada" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the greeting: your browser kept an earlier failed download. Reload the page to load it; what you have entered is kept.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the first render (the server’s HTML), when rendered, should show the fallback', () => {
    const Lazy = lazyWithRetry(() => new Promise<{ default: typeof Greeting }>(() => undefined), {
      fallback: <span>Loading…</span>,
    });
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('given a fallback made from the props, when rendered before the chunk, should show it for those props', () => {
    const Lazy = lazyWithRetry(() => new Promise<{ default: typeof Greeting }>(() => undefined), {
      fallback: ({ name }) => <span>Waiting for {name}</span>,
    });
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Waiting for Ada')).toBeInTheDocument();
  });

  it('given a part due at mount, should import it in the next task, not in the task that runs the effects', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyWithRetry(importer);
    render(<Lazy name="Ada" />);
    // render() has run the effects: a hydration's effects all run in one task, kept short.
    expect(importer).not.toHaveBeenCalled();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('given when idle, should import only once the page has settled', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyWithRetry(importer, { when: 'idle' });
    render(<Lazy name="Ada" />);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1));
    expect(importer).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('given a part that waits to come near, should import only once its place nears the viewport, then show it', async () => {
    vi.useFakeTimers();
    const observer = fakeIntersectionObserver();
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyWithRetry(importer, {
      when: 'idle',
      near: { anchor: anchorInPage(), rootMargin: '50% 0px' },
    });
    render(<Lazy name="Ada" />);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS * 10));
    expect(importer).not.toHaveBeenCalled();
    expect(observer.made).toEqual([{ options: { rootMargin: '50% 0px' }, disconnected: false }]);
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();

    await act(async () => {
      observer.enter();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(observer.made[0]!.disconnected).toBe(true);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('given a part that waits to come near, when the shopper reaches into its place first, should import it', async () => {
    fakeIntersectionObserver();
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const anchor = anchorInPage();
    const Lazy = lazyWithRetry(importer, { near: { anchor, rootMargin: '0px' } });
    render(<Lazy name="Ada" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(importer).not.toHaveBeenCalled();
    anchor()!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('given a part that waits to come near, when it leaves the page first, should stop watching and never import', async () => {
    const observer = fakeIntersectionObserver();
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyWithRetry(importer, { near: { anchor: anchorInPage(), rootMargin: '0px' } });
    const { unmount } = render(<Lazy name="Ada" />);
    unmount();
    expect(observer.made[0]!.disconnected).toBe(true);
    observer.enter();
    await act(async () => {
      await Promise.resolve();
    });
    expect(importer).not.toHaveBeenCalled();
  });
});
