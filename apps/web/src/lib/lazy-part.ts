import {
  Component,
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** A part's code that did not arrive (a dropped line, a chunk a new deploy removed); `retry` asks for it again. */
export class PartLoadError extends Error {
  constructor(
    readonly retry: () => void,
    cause: unknown,
  ) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * React.lazy over a part of a screen whose code loads on demand. A failed download rejects with a PartLoadError,
 * which only the part's own boundary (`LazyPart`) takes, and its `retry` starts a new download: React.lazy keeps a
 * failure for good, so each attempt is a new lazy component behind one stable one.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = (): LazyExoticComponent<ComponentType<P>> => {
    const tried = lazy(() =>
      load().then(
        (part) => ({ default: part }),
        (cause: unknown) => {
          // Once per failure, however many places show the part.
          throw new PartLoadError(() => {
            if (current === tried) current = attempt();
          }, cause);
        },
      ),
    );
    return tried;
  };
  let current = attempt();
  function Part(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return Part;
}

interface BoundaryProps {
  failed: (retry: () => void) => ReactNode;
  children?: ReactNode;
}

/** A failed part is asked for again after 10 s, then 30 s, 90 s … up to every 5 minutes, and when the line is back. */
const RETRY_FIRST_MS = 10_000;
const RETRY_MAX_MS = 300_000;

/**
 * Takes only a lazy part's failed download, and asks for it again by itself (a toaster or a footer lost on a weak
 * line comes back without a reload); any other error goes on to the page's error boundary.
 */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  private failures = 0;
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate() {
    const { error } = this.state;
    if (!(error instanceof PartLoadError) || this.stopWaiting) return;
    const retry = () => this.retry(error);
    const timer = setTimeout(retry, Math.min(RETRY_FIRST_MS * 3 ** this.failures, RETRY_MAX_MS));
    this.failures += 1;
    window.addEventListener('online', retry);
    this.stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      this.stopWaiting = undefined;
    };
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  private retry(error: PartLoadError) {
    if (this.state.error !== error) return;
    this.stopWaiting?.();
    error.retry();
    this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PartLoadError)) throw error;
    return this.props.failed(() => this.retry(error));
  }
}

/**
 * The place of parts made with `lazyPart`: `fallback` while their code loads, and `failed` if it could not be (by
 * default the fallback again) until it is tried again, so a weak line costs that part and not the page around it.
 */
export function LazyPart({
  fallback = null,
  failed = () => fallback,
  children,
}: {
  fallback?: ReactNode;
  failed?: (retry: () => void) => ReactNode;
  children?: ReactNode;
}) {
  return createElement(PartBoundary, { failed }, createElement(Suspense, { fallback }, children));
}
