import { z } from 'zod';
import { LIMITS } from '../constants';
import { ERROR_TABLE } from '../errors/error-table';

/**
 * Request contracts of the account endpoints (served under /api/auth by better-auth; the server
 * validates every body with these before better-auth sees it) and the spec's messages.
 */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const AUTH_MESSAGES = {
  invalidEmail: ERROR_TABLE['auth.invalidEmail'].text,
  passwordTooShort: ERROR_TABLE['auth.passwordTooShort'].text,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  wrongCredentials: ERROR_TABLE['auth.wrongCredentials'].text,
  emailInUse: ERROR_TABLE['auth.emailInUse'].text,
  currentPasswordIncorrect: ERROR_TABLE['auth.currentPasswordIncorrect'].text,
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordTooShort: 'Password must be at least 6 characters long',
  passwordUpdated: 'Password updated successfully',
  passwordsMismatch: 'Passwords do not match',
  signUpPasswordTooShort: 'Password must be at least 6 characters',
  invalidLink: ERROR_TABLE['auth.invalidLink'].text,
  deleteConfirm: 'Please type "DELETE" to confirm account deletion',
  reauthenticate: ERROR_TABLE['auth.reauthenticate'].text,
  signedOutEverywhere: 'Signed out of all devices successfully',
  verificationSent: 'Verification email sent! Please check your inbox.',
  alreadyVerified: ERROR_TABLE['auth.alreadyVerified'].text,
  alreadyVerifiedSignIn: ERROR_TABLE['auth.alreadyVerifiedSignIn'].text,
  invalidTwoFactorCode: ERROR_TABLE['auth.invalidTwoFactorCode'].text,
  twoFactorCodeFormat: 'Enter the 6-digit code.',
  signInRequired: ERROR_TABLE['auth.signInRequired'].text,
  verificationRequired: ERROR_TABLE['auth.verificationRequired'].text,
  adminRequired: ERROR_TABLE['auth.adminRequired'].text,
  generic: ERROR_TABLE['auth.generic'].text,
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));
const password = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(LIMITS.minPasswordLength, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);
/** Sign-in accepts any non-empty password up to the cap: the length rule is for new passwords. */
const anyPassword = z
  .string()
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);
/** Where to go after a link is followed: a path of this site only (no open redirects). */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path on this site.');

export const signUpSchema = z.object({
  email,
  password,
  name: z.string().trim().min(1).max(NAME_MAX),
  callbackURL: localPath.optional(),
});
/** What the sign-up endpoint takes: without a name, the server names the user after the address. */
export const signUpRequestSchema = signUpSchema.partial({ name: true });
export const signInSchema = z.object({
  email,
  password: anyPassword,
  rememberMe: z.boolean().optional(),
  callbackURL: localPath.optional(),
});
export const forgotPasswordSchema = z.object({ email, redirectTo: localPath.optional() });
export const resetPasswordSchema = z.object({ newPassword: password, token: z.string().min(1).max(200) });
export const changePasswordSchema = z.object({
  currentPassword: anyPassword,
  newPassword: z
    .string()
    .min(LIMITS.minPasswordLength, AUTH_MESSAGES.newPasswordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  revokeOtherSessions: z.boolean().optional(),
});
export const sendVerificationSchema = z.object({ email, callbackURL: localPath.optional() });
/**
 * Following the mailed verification link: the owner of the mailbox sets the account's password
 * there (anyone could have chosen the one given at sign-up: account pre-hijacking).
 */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2000), password });
export const deleteAccountSchema = z.object({
  password: anyPassword.optional(),
  callbackURL: localPath.optional(),
});
export const twoFactorPasswordSchema = z.object({
  password: anyPassword,
  issuer: z.string().max(100).optional(),
});
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, AUTH_MESSAGES.twoFactorCodeFormat),
  trustDevice: z.boolean().optional(),
});
export const backupCodeSchema = z.object({
  code: z.string().trim().min(4).max(64),
  trustDevice: z.boolean().optional(),
});
export const oauthSignInSchema = z.object({
  providerId: z.literal('google'),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
  disableRedirect: z.boolean().optional(),
});

/** The signed-in user as the browser sees it (GET /api/me). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    isAdmin: z.boolean(),
    hasPassword: z.boolean(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/session: the signed-in user, or null for a visitor (always 200). */
export const sessionStateSchema = z.object({ user: meSchema.shape.user.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** POST /api/auth/verify-email (our own flow): verified, and whether the owner is now signed in. */
export const verifyEmailResponseSchema = z.object({ status: z.literal(true), signedIn: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
