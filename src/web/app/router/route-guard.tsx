import type { RouteAccess } from '@shared/route-map';
import { NotFoundPage } from '@web/app/pages/not-found-page';
import {
  AdminGuard,
  SignedInGuard,
  VerifiedGuard,
  VerifiedOrPromptGuard,
} from '@web/features/auth/components/route-guards';
import type { ComponentType, ReactNode } from 'react';

type Guard = ComponentType<{ children: ReactNode }>;

/**
 * The guard of each protected access level (platform.md §2): session, verified e-mail, admin.
 * Open levels need none; the server enforces the same rules on every API call.
 */
export const ROUTE_GUARDS: Partial<Record<RouteAccess, Guard>> = {
  'signed-in': SignedInGuard,
  verified: VerifiedGuard,
  'verified-or-prompt': VerifiedOrPromptGuard,
  admin: AdminGuard,
};

const OPEN_ACCESS: readonly RouteAccess[] = ['public', 'auth-page', 'demo'];

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const Guard = ROUTE_GUARDS[access];
  if (Guard) return <Guard>{children}</Guard>;
  // Fail closed: a protected screen without its guard is not served.
  if (!OPEN_ACCESS.includes(access)) return <NotFoundPage />;
  return children;
}
