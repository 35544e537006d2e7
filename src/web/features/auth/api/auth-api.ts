import { postJson } from '@web/lib/api-client';

/** The account endpoints (served by the server under /api/auth). Errors: ApiRequestError. */
const AUTH = '/api/auth';
export const VERIFY_EMAIL_CALLBACK = '/verify-email';
export const RESET_PASSWORD_PAGE = '/reset-password';

export type SignInResult = { twoFactor: true } | { twoFactor: false };

export async function signInWithEmail(email: string, password: string): Promise<SignInResult> {
  const body = await postJson<{ twoFactorRedirect?: boolean } | null>(`${AUTH}/sign-in/email`, {
    email,
    password,
  });
  return { twoFactor: Boolean(body?.twoFactorRedirect) };
}

export function verifyTwoFactor(code: string, kind: 'totp' | 'backup') {
  const path = kind === 'totp' ? 'verify-totp' : 'verify-backup-code';
  return postJson(`${AUTH}/two-factor/${path}`, { code: code.trim() });
}

export function signUpWithEmail(input: { email: string; password: string; name?: string }) {
  return postJson(`${AUTH}/sign-up/email`, { ...input, callbackURL: VERIFY_EMAIL_CALLBACK });
}

export function requestPasswordReset(email: string) {
  return postJson(`${AUTH}/request-password-reset`, { email, redirectTo: RESET_PASSWORD_PAGE });
}

export function resetPassword(token: string, newPassword: string) {
  return postJson(`${AUTH}/reset-password`, { token, newPassword });
}

/** The mailed verification link's token and the password the mailbox's owner sets; signs in. */
export function verifyEmail(token: string, password: string) {
  return postJson<{ status: true; signedIn: boolean }>(`${AUTH}/verify-email`, { token, password });
}

export function sendVerificationEmail(email: string) {
  return postJson(`${AUTH}/send-verification-email`, { email, callbackURL: VERIFY_EMAIL_CALLBACK });
}
