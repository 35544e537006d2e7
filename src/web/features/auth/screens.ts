/** The auth screens, loaded together as one chunk (feature.ts). */
export { AuthCallbackPage } from './components/auth-callback-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { VerifyEmailPage } from './components/verify-email-page';
