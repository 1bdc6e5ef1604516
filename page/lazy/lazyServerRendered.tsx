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
 */
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ChunkErrorAlert } from './ChunkErrorAlert';
import { needsReload } from './retryImport';

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
}

export function lazyServerRendered<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  label: string,
): ServerRenderedPart<P> {
  let Part = lazy(importer);
  let Loaded: ComponentType<P> | null = null;
  function ServerRenderedPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Fixed at mount: a preload that lands later must not swap the component (a remount).
    const [preloaded] = useState(() => Loaded);
    const Current = preloaded ?? Part;
    return (
      <ChunkBoundary
        key={attempt}
        label={label}
        onRetry={() => {
          Part = lazy(importer);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={null}>
          <Current {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  ServerRenderedPart.preload = () =>
    importer().then((module) => {
      Loaded = module.default;
    });
  // On the server the chunk is loaded up front, so even the first page a server process renders
  // has the part in its HTML: a suspended part's streamed-in HTML is put in place by an inline
  // script, which a shopper without JavaScript never runs (the eGift form, buying without it).
  if (typeof window === 'undefined') ServerRenderedPart.preload().catch(() => undefined);
  return ServerRenderedPart;
}
