import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { VERIFY_EMAIL_CALLBACK } from './resend-verification';

/**
 * The account endpoints (shared/contracts/endpoints/auth.ts), but for resending the verification
 * link (resend-verification.ts, which the start-up bundle loads). Errors: ApiRequestError.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';

export type SignInResult = { twoFactor: true } | { twoFactor: false };

export async function signInWithEmail(email: string, password: string): Promise<SignInResult> {
  const body = await callEndpoint(authEndpoints.signIn, { body: { email, password } });
  return { twoFactor: Boolean(body && 'twoFactorRedirect' in body && body.twoFactorRedirect) };
}

export function verifyTwoFactor(code: string, kind: 'totp' | 'backup') {
  const body = { code: code.trim() };
  return kind === 'totp'
    ? callEndpoint(authEndpoints.verifyTotp, { body })
    : callEndpoint(authEndpoints.verifyBackupCode, { body });
}

export function signUpWithEmail(input: { email: string; password: string; name?: string }) {
  return callEndpoint(authEndpoints.signUp, { body: { ...input, callbackURL: VERIFY_EMAIL_CALLBACK } });
}

export function requestPasswordReset(email: string) {
  return callEndpoint(authEndpoints.requestPasswordReset, {
    body: { email, redirectTo: RESET_PASSWORD_PAGE },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return callEndpoint(authEndpoints.resetPassword, { body: { token, newPassword } });
}

/** The mailed verification link's token and the password the mailbox's owner sets; signs in. */
export function verifyEmail(token: string, password: string) {
  return callEndpoint(authEndpoints.verifyEmail, { body: { token, password } });
}
