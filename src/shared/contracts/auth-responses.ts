import { z } from 'zod';

/**
 * What better-auth answers on the account endpoints (/api/auth/*), which the server relays as
 * they come. Described loosely: the fields better-auth 1.x sends and the browser may read, each
 * object open to others, since better-auth, not this app, decides the rest.
 */

/** The user as better-auth presents it (dates as ISO strings). */
export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  twoFactorEnabled: z.boolean().nullish(),
});

/** A new session for this user: its token is also set as the session cookie. */
export const authSessionTokenSchema = z.looseObject({
  token: z.string().nullable(),
  user: authUserSchema,
});

/** A password sign-in: the session, or, with two-factor on, a request for the code first. */
export const signInResponseSchema = z.union([
  z.looseObject({
    redirect: z.boolean(),
    token: z.string(),
    url: z.string().optional(),
    user: authUserSchema,
  }),
  z.looseObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
]);

export const authStatusSchema = z.looseObject({ status: z.boolean() });
export const authSuccessSchema = z.looseObject({ success: z.boolean(), message: z.string().optional() });
export const passwordResetRequestedSchema = z.looseObject({ status: z.boolean(), message: z.string() });

/** GET /api/auth/get-session: the session and its user, or null when there is none. */
export const authSessionSchema = z
  .looseObject({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: authUserSchema,
  })
  .nullable();

/** Two-factor set-up: the authenticator's otpauth:// URI and single-use backup codes. */
export const twoFactorEnabledSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export const totpUriSchema = z.looseObject({ totpURI: z.string() });

/** The provider's sign-in address (with disableRedirect the browser goes there itself). */
export const providerSignInSchema = z.looseObject({ url: z.string(), redirect: z.boolean() });
