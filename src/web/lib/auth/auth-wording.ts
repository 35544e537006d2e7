import { AUTH_MESSAGES } from '@shared/contracts/auth';
import type { Translate } from '@web/lib/i18n';
import type { Wording } from '@web/lib/forms/use-zod-form';

/**
 * The account forms' wording of the contract messages (src/shared/contracts/auth.ts): the
 * schemas speak the spec's English, the screens speak the visitor's language. A new password
 * that is too short reads as the sign-up page always said it.
 */
export function authWording(t: Translate): Wording {
  const table: Record<string, string> = {
    [AUTH_MESSAGES.invalidEmail]: t('auth.codes.invalidEmail'),
    [AUTH_MESSAGES.passwordTooShort]: t('auth.signUp.passwordTooShort'),
    [AUTH_MESSAGES.passwordsMismatch]: t('auth.signUp.passwordsMismatch'),
    [AUTH_MESSAGES.twoFactorCodeFormat]: t('auth.twoFactor.codeFormat'),
  };
  return (message) => table[message] ?? message;
}
