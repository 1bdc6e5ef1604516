import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseControls } from './PurchaseControls';

/** A form rendered elsewhere in the document (as a dialog is) from inside the controls. */
function PortalledSearch({ onSearch }: { onSearch: () => void }) {
  return createPortal(
    <form
      aria-label="Store search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <button type="submit">Find stores</button>
    </form>,
    document.body,
  );
}

/**
 * Whether each submit that reached the window went ahead as the browser's own post (not
 * prevented). The window listener runs after React's; it then stops jsdom's navigation.
 */
function watchPosts(): { posted: boolean[]; stop: () => void } {
  const posted: boolean[] = [];
  const listener = (event: Event) => {
    posted.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('submit', listener);
  return { posted, stop: () => window.removeEventListener('submit', listener) };
}

describe('PurchaseControls', () => {
  let cleanup: (() => void)[] = [];
  beforeEach(() => {
    // jsdom stamps events with Date.now(); browsers on performance.now()'s clock. One clock here.
    vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
  });
  afterEach(() => {
    for (const c of cleanup) c();
    cleanup = [];
    vi.restoreAllMocks();
  });

  it('should add to the cart on its own submit only, not on a form opened from inside it', () => {
    const onAdd = vi.fn();
    const onSearch = vi.fn();
    render(
      <PurchaseControls submittable action="/p/gift" canAdd onAdd={onAdd}>
        <PortalledSearch onSearch={onSearch} />
        <button type="submit">Add to cart</button>
      </PurchaseControls>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('should neither add nor post on a tap once the page shows it cannot add (the button says why)', async () => {
    const onAdd = vi.fn();
    const watch = watchPosts();
    cleanup.push(watch.stop);
    render(
      <PurchaseControls submittable action="/p/gift" canAdd={false} onAdd={onAdd}>
        <button type="submit">Add to cart</button>
      </PurchaseControls>,
    );
    // A tap after the unavailable button was shown (a later millisecond).
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(watch.posted).toEqual([false]);
  });

  it('given a tap while the page hydrates and cannot add yet, should let the browser post the form, then start no add beside it', async () => {
    const onAdd = vi.fn();
    const watch = watchPosts();
    cleanup.push(watch.stop);
    const ui = (canAdd: boolean) => (
      <PurchaseControls submittable action="/p/gift" canAdd={canAdd} onAdd={onAdd}>
        <button type="submit">Add to cart</button>
      </PurchaseControls>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui(false));
    document.body.append(container);
    cleanup.push(() => container.remove());

    // The tap lands as hydration starts: React hydrates the form synchronously for it.
    const root = hydrateRoot(container, ui(false));
    cleanup.push(() => root.unmount());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(watch.posted).toEqual([true]);
    expect(onAdd).not.toHaveBeenCalled();

    // The stock check answers while that post is under way: a second tap adds nothing more.
    act(() => root.render(ui(true)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(watch.posted).toEqual([true, false]);
    expect(onAdd).not.toHaveBeenCalled();

    // Back on this page from the post's answer (back-forward cache): it adds again.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('given a double click as the page becomes interactive, should add once and not post the second tap', () => {
    const onAdd = vi.fn();
    const watch = watchPosts();
    cleanup.push(watch.stop);
    /** The page: its add makes the button busy (it cannot add while one is under way). */
    function Page() {
      const [busy, setBusy] = useState(false);
      return (
        <PurchaseControls
          submittable
          action="/p/gift"
          canAdd={!busy}
          onAdd={() => {
            onAdd();
            setBusy(true);
          }}
        >
          <button type="submit">Add to cart</button>
        </PurchaseControls>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    cleanup.push(() => container.remove());
    const root = hydrateRoot(container, <Page />);
    cleanup.push(() => root.unmount());

    // Two taps in a row: the first adds; its own update (the button busy) renders at once, ahead
    // of the switch that marks the page interactive (a transition, still pending), so the second
    // finds a page that cannot add and has not said so yet.
    const button = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(watch.posted).toEqual([false, false]);
  });

  it('given a double click whose first add has finished by its second click, should add once', () => {
    const onAdd = vi.fn();
    const watch = watchPosts();
    cleanup.push(watch.stop);
    render(
      <PurchaseControls submittable action="/p/gift" canAdd onAdd={onAdd}>
        <button type="submit">Add to cart</button>
      </PurchaseControls>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    // The browser counts the clicks of a double click (the click's detail): 1, then 2.
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(watch.posted).toEqual([false, false]);
    // A later tap (a new click count) adds again, as does Enter (its click has no count).
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 0 });
    expect(onAdd).toHaveBeenCalledTimes(3);
  });

  it('should not be a form when nothing can be submitted (out of stock)', () => {
    render(
      <PurchaseControls submittable={false} action="/p/gift" canAdd={false} onAdd={vi.fn()}>
        <p>Out of stock</p>
      </PurchaseControls>,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
