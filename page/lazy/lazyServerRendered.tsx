/**
 * A part of the page that the server renders but whose code is its own chunk (React.lazy: the
 * server waits for it, the browser hydrates it once the chunk is here). If the chunk cannot be
 * loaded, the part shows the same 'Try again' message as lazyWithRetry's parts instead of taking
 * the whole page down (a rejected lazy with no error boundary would unmount the root). 'Try again'
 * makes a fresh lazy component: React.lazy keeps a rejected import forever (and the production
 * build's import asks for a URL the browser has not cached as failed: lazy/retryImport.ts).
 *
 * React hydrates a server-rendered Suspense boundary after the rest of the page, or at once when
 * the shopper focuses, types or clicks inside it. A React.lazy part suspends there on its first
 * render even when its chunk is already loaded (its import is a new promise), so the boundary
 * stays server HTML a while longer and that first event finds no React behind it. preload() loads
 * the chunk ahead (the browser entry awaits it before hydrating): the part then renders the loaded
 * component itself and its boundary hydrates without suspending.
 *
 * A part far down the page can instead load when it is about to be used (`whenNear`: near the
 * viewport, or reached by pointer, touch, key or focus; lazy/whenNear.ts). Until its chunk is here
 * its boundary stays server HTML, so nothing may update it: a dehydrated boundary that receives
 * new props is thrown away and rendered afresh on the client (a blank until the chunk comes).
 * `heldUntilHydrated` below keeps its props as first rendered until then, and a click on one of
 * its buttons meanwhile is replayed once it has hydrated.
 */
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ChunkErrorAlert } from './ChunkErrorAlert';
import { needsReload } from './retryImport';
import { watchApproach, type Approach } from './whenNear';

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean; stale: boolean }> {
  override state = { failed: false, stale: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; stale: boolean } {
    return { failed: true, stale: needsReload(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[chunk] load failed', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkErrorAlert
        label={this.props.label}
        stale={this.state.stale}
        onRetry={this.props.onRetry}
      />
    );
  }
}

export interface ServerRenderedPart<P> {
  (props: P): ReactNode;
  /** Loads the chunk; parts rendered after it resolves render without suspending. */
  preload: () => Promise<void>;
  /** True once the part has hydrated (or rendered on the client); false on the server. */
  useHydrated: () => boolean;
  /** Calls `listener` once the part has hydrated (at once if it has). */
  onHydrated: (listener: () => void) => void;
}

export interface ServerRenderedOptions {
  /**
   * No Suspense boundary of its own: the part hydrates in the same pass as what is around it (a
   * page the browser entry loads before it hydrates), not as a slice React schedules after it.
   * Only for a part whose chunk is always loaded before it renders; else the nearest boundary
   * above it waits.
   */
  inline?: boolean;
  /** Load the chunk only when the part is this near (an IntersectionObserver root margin). */
  whenNear?: { anchor: () => Element | null; rootMargin: string };
}

/** Renders nothing; says when the part inside the same boundary has committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

export function lazyServerRendered<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  label: string,
  options: ServerRenderedOptions = {},
): ServerRenderedPart<P> {
  const { whenNear, inline = false } = options;
  let approach: Approach | null = null;
  let preloading = false;
  const importer =
    whenNear && typeof window !== 'undefined'
      ? () => {
          if (preloading) return load();
          // Watched from the first render (the hydration): the server's HTML is there by then.
          approach ??= watchApproach(whenNear.anchor, whenNear.rootMargin);
          return approach.reached.then(load);
        }
      : load;
  let hydrated = false;
  const listeners = new Set<() => void>();
  const onCommit = () => {
    if (hydrated) return;
    hydrated = true;
    for (const listener of listeners) listener();
    // After the event being dispatched, if any: React hydrates a part inside a click it can
    // handle, and that click must not be replayed.
    setTimeout(() => {
      const click = approach?.takeClick() ?? null;
      approach?.done();
      click?.click();
    });
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  let Part = lazy(importer);
  let Loaded: ComponentType<P> | null = null;
  function ServerRenderedPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Fixed at mount: a preload that lands later must not swap the component (a remount).
    const [preloaded] = useState(() => Loaded);
    const Current = preloaded ?? Part;
    const content = (
      <>
        <Current {...props} />
        <Committed onCommit={onCommit} />
      </>
    );
    return (
      <ChunkBoundary
        key={attempt}
        label={label}
        onRetry={() => {
          Part = lazy(importer);
          setAttempt((n) => n + 1);
        }}
      >
        {inline ? content : <Suspense fallback={null}>{content}</Suspense>}
      </ChunkBoundary>
    );
  }
  ServerRenderedPart.preload = () => {
    preloading = true;
    approach?.reach();
    return load().then((module) => {
      Loaded = module.default;
    });
  };
  ServerRenderedPart.onHydrated = (listener: () => void) => {
    if (hydrated) {
      listener();
      return;
    }
    const once = () => {
      listeners.delete(once);
      listener();
    };
    listeners.add(once);
  };
  ServerRenderedPart.useHydrated = () =>
    useSyncExternalStore(
      subscribe,
      () => hydrated,
      () => false,
    );
  // On the server the chunk is loaded up front, so even the first page a server process renders
  // has the part in its HTML: a suspended part's streamed-in HTML is put in place by an inline
  // script, which a shopper without JavaScript never runs (the eGift form, buying without it).
  if (typeof window === 'undefined') ServerRenderedPart.preload().catch(() => undefined);
  return ServerRenderedPart;
}

/**
 * The part, with the props it was first rendered with kept until it has hydrated (a dehydrated
 * boundary that receives new props is thrown away: a blank until the chunk comes); from then on,
 * the latest props reach it. Place it where the page re-renders with props that change.
 */
export function heldUntilHydrated<P extends object>(Part: ServerRenderedPart<P>) {
  const Held = memo(
    function Held({ hydrated: _hydrated, ...props }: P & { hydrated: boolean }) {
      return <Part {...(props as P)} />;
    },
    (previous, next) =>
      !next.hydrated ||
      (Object.keys(next) as (keyof typeof next)[]).every((key) =>
        Object.is(previous[key], next[key]),
      ),
  );
  return function HeldPart(props: P) {
    return <Held {...props} hydrated={Part.useHydrated()} />;
  };
}
