import type { RouteAccess } from '@shared/route-map';
import { NotFoundPage } from '@web/app/pages/not-found-page';
import type { ComponentType, ReactNode } from 'react';

type Guard = ComponentType<{ children: ReactNode }>;

/**
 * The seam for access levels. The accounts issue registers a guard for 'signed-in', 'verified'
 * and 'admin' here (session check, verified e-mail, admin). Open levels need none.
 */
export const ROUTE_GUARDS: Partial<Record<RouteAccess, Guard>> = {};

const OPEN_ACCESS: readonly RouteAccess[] = ['public', 'auth-page', 'demo'];

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const Guard = ROUTE_GUARDS[access];
  if (Guard) return <Guard>{children}</Guard>;
  // Fail closed: a protected screen without its guard is not served.
  if (!OPEN_ACCESS.includes(access)) return <NotFoundPage />;
  return children;
}
