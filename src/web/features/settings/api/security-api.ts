import { authEndpoints } from '@shared/contracts/endpoints/auth';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/** The security settings' account calls (shared/contracts/endpoints/auth.ts). Errors: ApiRequestError. */
export function changePassword(currentPassword: string, newPassword: string) {
  return callEndpoint(authEndpoints.changePassword, {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function revokeAllSessions() {
  return callEndpoint(authEndpoints.revokeSessions, {});
}

/** Accounts without a password (Google only) send no password; the server then wants a fresh sign-in. */
export function deleteAccount(password?: string) {
  return callEndpoint(authEndpoints.deleteUser, { body: password === undefined ? {} : { password } });
}

export function enableTwoFactor(password: string) {
  return callEndpoint(authEndpoints.enableTwoFactor, { body: { password } });
}

export function confirmTwoFactor(code: string) {
  return callEndpoint(authEndpoints.verifyTotp, { body: { code: code.trim() } });
}

export function disableTwoFactor(password: string) {
  return callEndpoint(authEndpoints.disableTwoFactor, { body: { password } });
}
