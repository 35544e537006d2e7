import { verifiedUserOnly } from '@web/lib/auth/verified-user-only';

/** Mounted once by the app: a verified user's stored preferences are applied in every tab. */
export const PreferencesSync = verifiedUserOnly(() => import('./components/preferences-sync'));
