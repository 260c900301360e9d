export { ErrorBoundary, type ErrorBoundaryProps, RouteErrorBoundary } from './error-boundary';
