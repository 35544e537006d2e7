import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the account endpoints and the access guards, in the spec's words. AUTH_MESSAGES
 * (contracts/auth.ts) reads the ones the forms also check on their own from here. better-auth's
 * errors are relayed under these keys with the category its status gives
 * (server/auth/auth-errors.ts), so the codes below are the usual ones.
 */
export const AUTH_ERRORS = {
  'auth.signInRequired': { code: 'UNAUTHORIZED', text: 'Please sign in to continue.' },
  'auth.verificationRequired': { code: 'FORBIDDEN', text: 'Please verify your email address to continue.' },
  'auth.adminRequired': {
    code: 'FORBIDDEN',
    text: "You don't have permission to access this page. Admin privileges are required.",
  },
  'auth.invalidLink': {
    code: 'BAD_REQUEST',
    text: 'This link is invalid or has expired. Request a new one.',
  },
  'auth.alreadyVerified': { code: 'BAD_REQUEST', text: 'Your email address is already verified.' },
  'auth.alreadyVerifiedSignIn': {
    code: 'CONFLICT',
    text: 'Your email address is already verified. Sign in with your password, or reset it if you have forgotten it.',
  },
  'auth.wrongCredentials': { code: 'UNAUTHORIZED', text: 'Incorrect email or password.' },
  'auth.wrongCredentialsAttemptsLeft': {
    code: 'UNAUTHORIZED',
    text: 'Incorrect email or password. {{remaining}} attempt(s) remaining before temporary lockout.',
  },
  'auth.lockedOut': {
    code: 'RATE_LIMITED',
    text: 'Too many authentication attempts. Please try again in {{minutes}} minute(s).',
  },
  'auth.verificationMailLimit': {
    code: 'RATE_LIMITED',
    text: 'Too many verification emails were requested. Please try again in {{minutes}} minute(s).',
  },
  'auth.tooManyRequests': {
    code: 'RATE_LIMITED',
    text: 'Too many requests. Please wait a moment and try again.',
  },
  'auth.emailInUse': { code: 'CONFLICT', text: 'An account with this email already exists.' },
  'auth.invalidEmail': { code: 'BAD_REQUEST', text: 'Invalid email address.' },
  'auth.passwordTooShort': { code: 'BAD_REQUEST', text: 'Password should be at least 6 characters.' },
  'auth.passwordTooLong': { code: 'BAD_REQUEST', text: 'Password must be at most 128 characters.' },
  'auth.currentPasswordIncorrect': { code: 'BAD_REQUEST', text: 'Current password is incorrect' },
  'auth.incorrectPassword': { code: 'BAD_REQUEST', text: 'Incorrect password.' },
  'auth.reauthenticate': {
    code: 'UNAUTHORIZED',
    text: 'Please sign out and sign back in before deleting your account',
  },
  'auth.invalidTwoFactorCode': {
    code: 'UNAUTHORIZED',
    text: 'That code is not valid. Check your authenticator app and try again.',
  },
  'auth.invalidBackupCode': {
    code: 'UNAUTHORIZED',
    text: 'That backup code is not valid or was already used.',
  },
  'auth.tooManyTwoFactorAttempts': { code: 'RATE_LIMITED', text: 'Too many attempts. Please sign in again.' },
  'auth.noPassword': { code: 'BAD_REQUEST', text: 'This account signs in with Google and has no password.' },
  'auth.generic': { code: 'BAD_REQUEST', text: 'An authentication error occurred.' },
  /** An error better-auth words itself and we have no key for: its own (English) words. */
  'auth.other': { code: 'BAD_REQUEST', text: '{{details}}' },
  // What a signed-out caller is told by the routes that have their own words for it (platform.md
  // §8 "Folder provider errors: 'User must be logged in to ...'"), and by the chat's extras.
  'auth.signInToViewFolders': { code: 'UNAUTHORIZED', text: 'User must be logged in to view folders.' },
  'auth.signInToCreateFolders': { code: 'UNAUTHORIZED', text: 'User must be logged in to create folders.' },
  'auth.signInToRenameFolders': { code: 'UNAUTHORIZED', text: 'User must be logged in to rename folders.' },
  'auth.signInToDeleteFolders': { code: 'UNAUTHORIZED', text: 'User must be logged in to delete folders.' },
  'auth.signInToMoveRecipes': { code: 'UNAUTHORIZED', text: 'User must be logged in to move recipes.' },
  'auth.signInToGenerateRecipes': {
    code: 'UNAUTHORIZED',
    text: 'User must be logged in to generate recipes.',
  },
  'auth.signInToShare': { code: 'UNAUTHORIZED', text: 'Please sign in to share recipes.' },
  'auth.signInToAttach': { code: 'UNAUTHORIZED', text: 'Please sign in to store attachments.' },
} as const satisfies ErrorEntries;
