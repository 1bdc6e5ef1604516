/**
 * A part of the page that the server renders but whose code is its own chunk (React.lazy: the
 * server waits for it, the browser hydrates it once the chunk is here). If the chunk cannot be
 * loaded, the part shows the same 'Try again' message as lazyWithRetry's parts instead of taking
 * the whole page down (a rejected lazy with no error boundary would unmount the root). 'Try again'
 * makes a fresh lazy component: React.lazy keeps a rejected import forever.
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
import { Button, InlineAlert } from '../design-system';

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[chunk] load failed', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <InlineAlert tone="error" role="alert">
        Could not load {this.props.label}. Check your connection, then try again.{' '}
        <Button variant="secondary" size="small" onClick={this.props.onRetry}>
          Try again
        </Button>
      </InlineAlert>
    );
  }
}

export function lazyServerRendered<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  label: string,
): (props: P) => ReactNode {
  let Part = lazy(importer);
  // On the server the chunk is loaded up front and, once here, rendered directly: a lazy
  // component suspends on its first render, and the streamed-in HTML of a suspended part is put in
  // place by an inline script, so a shopper without JavaScript would never see the part rendered
  // first in each server process (the eGift form). The browser still hydrates it lazily.
  let loaded: ComponentType<P> | null = null;
  if (typeof window === 'undefined') {
    importer().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  }
  function ServerRenderedPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Current = loaded ?? Part;
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
  return ServerRenderedPart;
}
