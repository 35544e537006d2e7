import { useSession } from '@web/lib/auth/session';
import { lazy, Suspense } from 'react';

const Events = lazy(() => import('./components/profile/profile-events'));

/** Mounted once by the app: a profile change made in any tab shows in every tab. */
export function ProfileSync() {
  const { user } = useSession();
  if (!user?.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <Events />
    </Suspense>
  );
}
