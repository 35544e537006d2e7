import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';
import { type MessageKey, translate } from '@web/lib/i18n';

type CodeKey = MessageKey<'common'> extends infer K ? (K extends `auth.codes.${infer C}` ? C : never) : never;

/**
 * The error-code-to-message table of chat-assistant.md §8 "Sign-in messages" and "Google
 * sign-in". Codes come from the Google flow (popup outcome, the `error` parameter of the
 * callback) and from the browser itself; the server already answers in the spec's wording.
 */
const CODE_TABLE: Record<string, CodeKey> = {
  'auth/user-not-found': 'userNotFound',
  'auth/wrong-password': 'wrongPassword',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/invalid-email': 'invalidEmail',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'cancelled',
  'auth/popup-blocked': 'popupBlocked',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/invalid-api-key': 'invalidApiKey',
  // OAuth error values the server's callback may carry back in ?error=.
  access_denied: 'cancelled',
  unauthorized_client: 'unauthorizedDomain',
  invalid_client: 'invalidApiKey',
  [NETWORK_ERROR_CODE]: 'network',
};

/** The i18n key of a code's message: the table entry, else the spec's default. */
export function authCodeMessageKey(code: string | null | undefined): `auth.codes.${CodeKey}` {
  const key = (code && CODE_TABLE[code]) || 'default';
  return `auth.codes.${key}`;
}

/** An error raised by the Google flow with one of the table's codes. */
export class AuthFlowError extends Error {
  override readonly name = 'AuthFlowError';
  constructor(readonly code: string) {
    super(code);
  }
}

/** The message to show for a caught sign-in error: the server's wording, else the table's. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  const key: string = authCodeMessageKey(error instanceof AuthFlowError ? error.code : null);
  return translate('common', key as `auth.codes.${CodeKey}`) ?? key;
}

export type AuthErrorClass = 'service' | 'popup' | 'network' | 'other';

/**
 * The error display classes of chat-assistant.md §8 "Auth error display", decided from the
 * message (and the code when there is one), as the spec does.
 */
export function classifyAuthError(message: string, code?: string): AuthErrorClass {
  if (code === 'INTERNAL' || /internal|something went wrong on our side/i.test(message)) return 'service';
  if (/popup/i.test(message) || code === 'auth/popup-blocked') return 'popup';
  if (code === NETWORK_ERROR_CODE || /network/i.test(message)) return 'network';
  return 'other';
}
