import { AUTH_MESSAGES, signInSchema, signUpSchema } from '@shared/contracts/auth';
import type { AuthPromptMode } from '@web/lib/auth/auth-prompt';
import type { Translate } from '@web/lib/i18n';
import { z } from 'zod';

/** The modal's own messages (chat-assistant.md §5), named by their keys under auth.modal. */
const EMPTY_EMAIL = 'emptyEmail';
const EMPTY_PASSWORD = 'emptyPassword';
const EMPTY_NAME = 'emptyDisplayName';

const email = z.string().trim().min(1, EMPTY_EMAIL).pipe(signInSchema.shape.email);
// Both modes ask for 6 characters, as the spec's modal does; the rule is sign-up's.
const password = z.string().min(1, EMPTY_PASSWORD).pipe(signUpSchema.shape.password);

const loginForm = z.object({ email, password, name: z.string() });
const signupForm = z.object({
  email,
  password,
  name: z.string().trim().min(1, EMPTY_NAME).pipe(signUpSchema.shape.name),
});

/** The modal's form schema: the sign-in or sign-up contract's rules behind the spec's empty checks. */
export const authModalForm = (mode: AuthPromptMode) => (mode === 'login' ? loginForm : signupForm);
export type AuthModalValues = z.input<typeof signupForm>;

// The spec's order of the one message shown: empty e-mail, empty password, no display name, a
// short password; what only the contract finds (a malformed address) comes last.
const ORDER: string[] = [EMPTY_EMAIL, EMPTY_PASSWORD, EMPTY_NAME, AUTH_MESSAGES.passwordTooShort];

/** The field and message to show of a failed check, in the spec's order, or null. */
export function firstModalProblem(
  errors: Partial<Record<keyof AuthModalValues, { message?: string }>>,
  t: Translate,
): { field: keyof AuthModalValues; message: string } | null {
  const found = (['email', 'password', 'name'] as const)
    .map((field) => ({ field, message: errors[field]?.message ?? '' }))
    .filter((problem) => problem.message);
  const rank = (message: string) => (ORDER.includes(message) ? ORDER.indexOf(message) : ORDER.length);
  const first = found.sort((a, b) => rank(a.message) - rank(b.message))[0];
  if (!first) return null;
  const words: Record<string, string> = {
    [EMPTY_EMAIL]: t('auth.modal.emptyEmail'),
    [EMPTY_PASSWORD]: t('auth.modal.emptyPassword'),
    [EMPTY_NAME]: t('auth.modal.emptyDisplayName'),
    [AUTH_MESSAGES.passwordTooShort]: t('auth.modal.shortPassword'),
    [AUTH_MESSAGES.invalidEmail]: t('auth.codes.invalidEmail'),
  };
  return { field: first.field, message: words[first.message] ?? first.message };
}
