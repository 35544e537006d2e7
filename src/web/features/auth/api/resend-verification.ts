import { START_UP_ENDPOINTS } from '@shared/contracts/endpoints/start-up';
import { postJson } from '@web/lib/api-client';
import { endpointUrl } from '@web/lib/api/call-endpoint';

/** The page the verification link opens (the mailbox's owner sets the password there). */
export const VERIFY_EMAIL_CALLBACK = '/verify-email';

/**
 * Mails a new verification link. Kept apart from auth-api.ts and called by its schema-free
 * address: the route guards' verification screen, in the start-up bundle, offers it, and that
 * bundle loads no zod. Errors: ApiRequestError.
 */
export function sendVerificationEmail(email: string) {
  return postJson(endpointUrl(START_UP_ENDPOINTS.sendVerificationEmail), {
    email,
    callbackURL: VERIFY_EMAIL_CALLBACK,
  });
}
