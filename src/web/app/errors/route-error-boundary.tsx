import { NotFoundPage } from '@web/app/pages/not-found-page';
import { useCallback, useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { reloadOnceForInitOrderError } from './init-order';
import { routeRetryStore } from './retry-budget';

/**
 * React Router's errorElement for the app's pages. It renders inside the sidebar layout, so the
 * navigation stays usable while one page is broken.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const key = `${location.pathname}${location.search}`;
  const attemptsUsed = routeRetryStore.get(key);
  const reloading = useMemo(() => reloadOnceForInitOrderError(error), [error]);

  // A navigation to the same address gives React Router a new location, which resets its
  // boundary and renders the page again.
  const retry = useCallback(() => {
    routeRetryStore.increment(key);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [key, location, navigate]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) return null;
  return <ErrorFallback error={error} scope="route" attemptsUsed={attemptsUsed} onRetry={retry} />;
}
