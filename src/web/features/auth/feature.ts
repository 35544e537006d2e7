import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

/** The auth screens load together, as one chunk. */
const auth = () => import('./screens');

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens(['errors']);

export const feature = defineFeature({
  screens: [
    {
      path: '/sign-in',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.SignInPage }))),
    },
    {
      path: '/sign-up',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.SignUpPage }))),
    },
    {
      path: '/forgot-password',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.ForgotPasswordPage }))),
    },
    {
      path: '/reset-password',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.ResetPasswordPage }))),
    },
    {
      path: '/verify-email',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.VerifyEmailPage }))),
    },
    // Where the Google sign-in popup comes back to.
    {
      path: '/auth',
      layout: 'app',
      component: screen(() => auth().then((m) => ({ default: m.AuthCallbackPage }))),
    },
  ],
});
