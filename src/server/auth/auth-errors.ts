import type { ApiError, ErrorCode } from '@shared/contracts/errors';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { authEndpoints } from '@shared/contracts/endpoints/auth';

/**
 * better-auth answers errors as `{ code, message }` with its own codes and wording; the product
 * speaks the spec's. This turns one into the other, per endpoint where the wording depends on it.
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  INVALID_TOKEN: AUTH_MESSAGES.invalidLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidLink,
  SESSION_EXPIRED: AUTH_MESSAGES.reauthenticate,
  SESSION_NOT_FRESH: AUTH_MESSAGES.reauthenticate,
  EMAIL_ALREADY_VERIFIED: AUTH_MESSAGES.alreadyVerified,
  INVALID_CODE: AUTH_MESSAGES.invalidTwoFactorCode,
  INVALID_BACKUP_CODE: 'That backup code is not valid or was already used.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many attempts. Please sign in again.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google and has no password.',
  UNAUTHORIZED: AUTH_MESSAGES.signInRequired,
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** `path`: the endpoint's, as its definition has it (`/api/auth/change-password`). */
export function translateAuthError(
  path: string,
  status: number,
  body: { code?: string; message?: string } | null,
): ApiError {
  const code: ErrorCode = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  if (status >= 500) return { code, message: 'Something went wrong on our side. Please try again.' };
  const authCode = body?.code ?? (status === 401 ? 'UNAUTHORIZED' : '');
  if (authCode === 'INVALID_PASSWORD') {
    return {
      code,
      message:
        path === authEndpoints.changePassword.path
          ? AUTH_MESSAGES.currentPasswordIncorrect
          : 'Incorrect password.',
    };
  }
  if (status === 429) return { code, message: 'Too many requests. Please wait a moment and try again.' };
  return { code, message: MESSAGES[authCode] ?? body?.message ?? AUTH_MESSAGES.generic };
}
