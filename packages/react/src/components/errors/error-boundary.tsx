import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

interface BoundaryProps {
  children: ReactNode;
  /** Reports what was caught (the site's error channel). */
  onError(error: unknown): void;
  /** A new value clears the error (e.g. the route changed). */
  resetKey: unknown;
  fallback(retry: () => void): ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Where the boundary sits, as reported: `route:/casino/slot`, `dialog:deposit`, `app`. */
  where: string;
  /** A change of this value clears the error and renders the children again. */
  resetKey?: unknown;
  /** Offer a link to the home page besides "Try again". Default true. */
  homeLink?: boolean;
}

/**
 * Keeps one broken screen from blanking the site: what a child throws while rendering is
 * reported through `site.errors` (`on('error', …)`) and replaced by a message with "Try again"
 * (and a way home). Header, menu and the other screens stay usable.
 */
export function ErrorBoundary({ children, where, resetKey, homeLink = true }: ErrorBoundaryProps) {
  const site = useSite();
  const { LL } = useI18nContext();
  return (
    <Boundary
      resetKey={resetKey}
      onError={(error) => site.errors.report(error, where)}
      fallback={(retry) => (
        <section className="site-error-boundary" role="alert" aria-live="assertive">
          <h2 className="site-error-boundary__title">{LL.errorBoundary.title()}</h2>
          <p className="site-error-boundary__body">{LL.errorBoundary.body()}</p>
          <div className="site-error-boundary__actions">
            <button type="button" className="site-button site-button--primary" onClick={retry}>
              {LL.errorBoundary.retry()}
            </button>
            {homeLink ? (
              <Link href="/" className="site-button site-button--secondary">
                {LL.errorBoundary.home()}
              </Link>
            ) : null}
          </div>
        </section>
      )}
    >
      {children}
    </Boundary>
  );
}

/** An ErrorBoundary for the routed content: it reports the path and clears on navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary where={`route:${location}`} resetKey={location}>
      {children}
    </ErrorBoundary>
  );
}
