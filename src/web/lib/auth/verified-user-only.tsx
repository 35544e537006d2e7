import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useSession } from './session';

/**
 * A component mounted for verified users only, its code loaded lazily, so visitors never
 * download it: the app's background syncs (preferences, profile) that render nothing.
 */
export function verifiedUserOnly(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(load);
  return function VerifiedUserOnly() {
    const { user } = useSession();
    if (!user?.emailVerified) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}
