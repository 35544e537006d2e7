import { useSession } from '@web/lib/auth/session';
import { lazy, Suspense } from 'react';

const Sync = lazy(() => import('./components/preferences-sync'));

/** Mounted once by the app: a verified user's stored preferences are applied in every tab. */
export function PreferencesSync() {
  const { user } = useSession();
  if (!user?.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <Sync />
    </Suspense>
  );
}
