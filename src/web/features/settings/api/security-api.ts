import { postJson } from '@web/lib/api-client';

const AUTH = '/api/auth';

export function changePassword(currentPassword: string, newPassword: string) {
  return postJson(`${AUTH}/change-password`, { currentPassword, newPassword, revokeOtherSessions: true });
}

export function revokeAllSessions() {
  return postJson(`${AUTH}/revoke-sessions`, {});
}

/** Accounts without a password (Google only) send no password; the server then wants a fresh sign-in. */
export function deleteAccount(password?: string) {
  return postJson(`${AUTH}/delete-user`, password === undefined ? {} : { password });
}

export function enableTwoFactor(password: string) {
  return postJson<{ totpURI: string; backupCodes: string[] }>(`${AUTH}/two-factor/enable`, { password });
}

export function confirmTwoFactor(code: string) {
  return postJson(`${AUTH}/two-factor/verify-totp`, { code: code.trim() });
}

export function disableTwoFactor(password: string) {
  return postJson(`${AUTH}/two-factor/disable`, { password });
}
