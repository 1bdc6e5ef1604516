import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '@cairnfield/design-system/testing';
import { heldUntilHydrated, lazyServerRendered } from './lazyServerRendered';

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

describe('lazyServerRendered whenNear, hydrating the server HTML', () => {
  interface PanelProps {
    title: string;
  }
  /** A part with state of its own: what a click did shows in its text. */
  function Panel({ title }: PanelProps) {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {title}
      </button>
    );
  }
  function pageOf(Slot: (props: PanelProps) => ReactNode) {
    return function Page({ title, note }: PanelProps & { note: string }) {
      return (
        <main>
          <p>{note}</p>
          <section data-part>
            <Slot title={title} />
          </section>
        </main>
      );
    };
  }
  /** The server's HTML, from a part of the same shape whose chunk is loaded. */
  async function serverHtml(title: string) {
    const Loaded = lazyServerRendered(() => Promise.resolve({ default: Panel }), 'the panel');
    await Loaded.preload();
    const Page = pageOf(Loaded);
    return renderToString(<Page title={title} note="Server" />);
  }
  /** An IntersectionObserver that reports the part in view when told. */
  function observer() {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return { enter: () => report?.([{ isIntersecting: true }]) };
  }

  /** Lets React finish what it has scheduled (hydration, a retry once a chunk is in). */
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('should keep the server HTML until the part comes near, then load and hydrate it in place', async () => {
    const view = observer();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml('Reviews');
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Reviews' });
    const importer = vi.fn(() => Promise.resolve({ default: Panel }));
    const Part = lazyServerRendered(importer, 'the panel', {
      whenNear: { anchor: () => document.querySelector('[data-part]'), rootMargin: '0px' },
    });
    const Page = pageOf(heldUntilHydrated(Part));
    const errors: unknown[] = [];
    const root = hydrateRoot(container, <Page title="Reviews" note="Server" />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await settle();
    expect(importer).not.toHaveBeenCalled();
    // The page re-renders with new props before the part is here: the part keeps its HTML.
    act(() => root.render(<Page title="Reviews (3)" note="Client" />));
    await settle();
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reviews' })).toBe(serverButton);

    act(() => view.enter());
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    // Hydrated in place (the same element), then given the props the page has now.
    const hydrated = await screen.findByRole('button', { name: 'Reviews (3)' });
    expect(hydrated).toBe(serverButton);
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('given a click on the part before its code is here, should replay it once it has hydrated', async () => {
    observer();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml('Questions');
    document.body.append(container);
    const Part = lazyServerRendered(() => Promise.resolve({ default: Panel }), 'the panel', {
      whenNear: { anchor: () => document.querySelector('[data-part]'), rootMargin: '0px' },
    });
    const Page = pageOf(heldUntilHydrated(Part));
    const root = hydrateRoot(container, <Page title="Questions" note="Server" />);
    await settle();
    const button = screen.getByRole('button', { name: 'Questions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The click reaches the part first: it loads, hydrates, and the click is replayed once.
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => root.unmount());
  });
});

describe('lazyServerRendered inline (a page the entry loads before it hydrates)', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    );
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should hydrate in the same pass as the page around it and say so to onHydrated', async () => {
    const Server = lazyServerRendered(() => Promise.resolve({ default: Counter }), 'the page', {
      inline: true,
    });
    await Server.preload();
    const html = renderToString(
      <main>
        <h1>Shop</h1>
        <Server label="Taps" />
      </main>,
    );
    // No Suspense boundary of its own in the server's HTML (React marks one with <!--$-->).
    expect(html).not.toContain('<!--$-->');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Taps 0' });

    const Part = lazyServerRendered(() => Promise.resolve({ default: Counter }), 'the page', {
      inline: true,
    });
    await Part.preload();
    const hydrated = vi.fn();
    Part.onHydrated(hydrated);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <main>
          <h1>Shop</h1>
          <Part label="Taps" />
        </main>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // One pass: the part is live when the root's hydration has committed.
    expect(hydrated).toHaveBeenCalledTimes(1);
    act(() => serverButton.click());
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBe(serverButton);
    expect(errors).toEqual([]);
    // A listener added later is called at once.
    const late = vi.fn();
    Part.onHydrated(late);
    expect(late).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
  });
});
