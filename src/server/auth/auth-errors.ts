import type { ApiError, ErrorCode } from '@shared/contracts/errors';
import { authEndpoints } from '@shared/contracts/endpoints/auth';
import type { PlainErrorKey } from '@shared/errors/error-table';
import { AppError } from '../http/app-error';
import { appErrorBody } from '../http/error-handler';

/**
 * better-auth answers errors as `{ code, message }` with its own codes and wording; the product
 * speaks the spec's. This turns one into the other (a key of the error table), per endpoint
 * where the wording depends on it. The category code follows better-auth's status, as before.
 */
const KEYS: Record<string, PlainErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.wrongCredentials',
  USER_ALREADY_EXISTS: 'auth.emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.emailInUse',
  PASSWORD_TOO_SHORT: 'auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.passwordTooLong',
  INVALID_EMAIL: 'auth.invalidEmail',
  INVALID_TOKEN: 'auth.invalidLink',
  TOKEN_EXPIRED: 'auth.invalidLink',
  SESSION_EXPIRED: 'auth.reauthenticate',
  SESSION_NOT_FRESH: 'auth.reauthenticate',
  EMAIL_ALREADY_VERIFIED: 'auth.alreadyVerified',
  INVALID_CODE: 'auth.invalidTwoFactorCode',
  INVALID_BACKUP_CODE: 'auth.invalidBackupCode',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.tooManyTwoFactorAttempts',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.noPassword',
  UNAUTHORIZED: 'auth.signInRequired',
  // An account an admin disabled (disabled-accounts.ts).
  ACCOUNT_DISABLED: 'auth.accountDisabled',
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

/** The error a failed better-auth answer stands for, under our key. */
function keyedAuthError(
  path: string,
  status: number,
  body: { code?: string; message?: string } | null,
): AppError {
  if (status >= 500) return new AppError('request.internal');
  const authCode = body?.code ?? (status === 401 ? 'UNAUTHORIZED' : '');
  if (authCode === 'INVALID_PASSWORD')
    return new AppError(
      path === authEndpoints.changePassword.path ? 'auth.currentPasswordIncorrect' : 'auth.incorrectPassword',
    );
  if (status === 429) return new AppError('auth.tooManyRequests');
  const key = KEYS[authCode];
  if (key) return new AppError(key);
  return body?.message ? new AppError('auth.other', { details: body.message }) : new AppError('auth.generic');
}

/**
 * `path`: the endpoint's, as its definition has it (`/api/auth/change-password`). `instead`: our
 * own error for this failure (the sign-in limiter's warnings), answered with better-auth's status.
 */
export function translateAuthError(
  path: string,
  status: number,
  body: { code?: string; message?: string } | null,
  instead?: AppError,
): ApiError {
  const code: ErrorCode = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return { ...appErrorBody(instead ?? keyedAuthError(path, status, body)), code };
}
