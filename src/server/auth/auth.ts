import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { APP_NAME, LIMITS } from '@shared/constants';
import { PASSWORD_MAX } from '@shared/contracts/auth';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { requestLanguage } from '../i18n/request-language';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { readSavedLanguage } from '../modules/preferences';
import { upsertProfileOnSignIn } from '../modules/profiles';
import { endResetLinks, markMailboxProven } from './account-claims';
import { refuseDisabledAccount } from './disabled-accounts';

export const AUTH_BASE_PATH = '/api/auth';
/** The web page the verification mail links to (it posts the token and the new password). */
export const VERIFY_EMAIL_PAGE = '/verify-email';
const VERIFICATION_EXPIRES_S = 24 * 60 * 60;
const RESET_EXPIRES_S = 60 * 60;

export interface AuthDependencies {
  env: Env;
  db: Db;
  mailer: Mailer;
  /** Runs just before an account is deleted, while its rows still say who it knew. */
  beforeAccountDeleted?: (userId: string) => Promise<void>;
  /** Runs after an account is deleted (its rows are gone by cascade): stored files and the like. */
  onAccountDeleted?: (userId: string) => Promise<void>;
}

/** Origins allowed to make cookie-authenticated calls: PUBLIC_URL, and its loopback twins. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

export function createAuth({ env, db, mailer, beforeAccountDeleted, onAccountDeleted }: AuthDependencies) {
  const https = env.PUBLIC_URL.startsWith('https:');
  // A mail goes out in the language the user saved, else the one their browser asked in (the
  // rf-language cookie, Accept-Language): a new account has saved nothing yet.
  const languageFor = async (userId: string, request: Request | undefined) =>
    (await readSavedLanguage(db, userId)) ?? requestLanguage(request?.headers);
  return betterAuth({
    appName: APP_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins: trustedOrigins(env.PUBLIC_URL),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.minPasswordLength,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_S,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }, request) {
        const language = await languageFor(user.id, request);
        await mailer.send(passwordResetMail(user.email, url, RESET_EXPIRES_S / 60, language));
      },
      // A reset proves the mailbox: no older link may reset again, and an account never verified
      // becomes the mailbox owner's (verified, without the two-factor someone else may have set).
      // better-auth has already ended its sessions (revokeSessionsOnPasswordReset).
      async onPasswordReset({ user }) {
        await db.transaction(async (tx) => {
          await endResetLinks(tx, user.id);
          await markMailboxProven(tx, user.id);
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_EXPIRES_S,
      // The link opens our page, where the mailbox's owner sets the password before the address
      // counts as verified (verify-email.ts); better-auth's own GET link is not used.
      async sendVerificationEmail({ user, token }, request) {
        const url = `${env.PUBLIC_URL.replace(/\/$/, '')}${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
        const language = await languageFor(user.id, request);
        await mailer.send(verificationMail(user.email, url, VERIFICATION_EXPIRES_S / 3600, language));
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          await beforeAccountDeleted?.(user.id);
        },
        async afterDelete(user) {
          await onAccountDeleted?.(user.id);
        },
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // Deleting an account without a password (Google users) needs a sign-in this recent.
      freshAge: 10 * 60,
    },
    databaseHooks: {
      session: {
        create: {
          // An account an admin disabled gets no session, whichever way it signs in.
          async before(session) {
            await refuseDisabledAccount(db, session.userId);
          },
          // chat-assistant.md §4: on sign-in the profile is created if absent, else lastLoginAt.
          async after(session) {
            const [row] = await db
              .select({
                id: schema.user.id,
                email: schema.user.email,
                name: schema.user.name,
                image: schema.user.image,
              })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row)
              await upsertProfileOnSignIn(db, {
                id: row.id,
                email: row.email,
                displayName: row.name,
                photoUrl: row.image,
              });
          },
        },
      },
    },
    // Sign-in attempts are limited by our own database-backed limiter (auth.routes.ts); the rest
    // get better-auth's per-process limits against floods.
    rateLimit: {
      enabled: env.NODE_ENV !== 'test',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'rf',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      twoFactor({ issuer: APP_NAME }),
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: env.GOOGLE_CLIENT_ID,
                  clientSecret: env.GOOGLE_CLIENT_SECRET,
                  discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'profile', 'email'],
                  prompt: 'select_account',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
