import { verifiedUserOnly } from '@web/lib/auth/verified-user-only';

/** Mounted once by the app: a profile change made in any tab shows in every tab. */
export const ProfileSync = verifiedUserOnly(() => import('./components/profile/profile-events'));
