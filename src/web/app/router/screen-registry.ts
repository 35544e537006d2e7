import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { MARKETING_SCREENS } from '@web/features/marketing/screens';
import { CHAT_SCREENS, SHARED_CHAT_SCREENS } from '@web/features/chat/screens';
import { RECIPE_SCREENS } from '@web/features/recipes/screens';

/**
 * Built screens by route-map path. A later issue adds its screen here and flips `built` in
 * src/shared/route-map.ts; the router, the sidebar and the server's 404s all follow.
 * Screens load lazily so each feature is its own chunk.
 */
export type ScreenRegistry = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

const auth = () => import('@web/features/auth/screens');

export const SCREENS: ScreenRegistry = {
  '/sign-in': lazy(() => auth().then((m) => ({ default: m.SignInPage }))),
  '/sign-up': lazy(() => auth().then((m) => ({ default: m.SignUpPage }))),
  '/forgot-password': lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage }))),
  '/reset-password': lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage }))),
  '/verify-email': lazy(() => auth().then((m) => ({ default: m.VerifyEmailPage }))),
  '/auth': lazy(() => auth().then((m) => ({ default: m.AuthCallbackPage }))),
  '/settings': lazy(() =>
    import('@web/features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
  ),
  '/error-test': lazy(() =>
    import('@web/features/error-test/components/error-test-page').then((m) => ({ default: m.ErrorTestPage })),
  ),
  ...MARKETING_SCREENS,
  ...CHAT_SCREENS,
  ...SHARED_CHAT_SCREENS,
  ...RECIPE_SCREENS,
};

/** Screens framed by the public site's header and footer instead of the sidebar layout. */
export const PUBLIC_LAYOUT_PATHS: ReadonlySet<string> = new Set([
  ...Object.keys(MARKETING_SCREENS),
  ...Object.keys(SHARED_CHAT_SCREENS),
]);
