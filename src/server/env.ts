import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration, parsed once at start-up (DESIGN.md "Configuration"). Every name is optional.
 * A bad value stops start-up with one line per bad key; values are never echoed, so a secret
 * pasted into the wrong variable does not end up in a log.
 */
const optionalString = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string())
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optionalUrl = (protocols: string[]) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), url(protocols).optional());

/** An on/off switch: `true`/`1` or `false`/`0`; unset is off. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

const port = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be 1-65535')
  .max(65535, 'must be 1-65535');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl(['http:', 'https:']),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    AUTH_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    MAIL_FROM: optionalString,
    AI_PROVIDER: z.enum(['gemini', 'openai-compatible', 'offline']).optional(),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: optionalUrl(['http:', 'https:']),
    AI_BASE_URL: optionalUrl(['http:', 'https:']),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_IMAGE_MODEL: optionalString,
    /** Lets users' own AI base URLs resolve to private, loopback or link-local addresses. */
    AI_ALLOW_PRIVATE_USER_URLS: flag,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: optionalUrl(['http:', 'https:']).default('https://accounts.google.com'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
    /** The platform's share of each paid sale (Stripe's application fee), in percent. */
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0, 'must be 0-100').max(100, 'must be 0-100').default(20),
    STORAGE: z.enum(['fs', 's3']).default('fs'),
    S3_ENDPOINT: optionalUrl(['http:', 'https:']),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    /** Bearer token of the Prometheus endpoint (issue 22); unset: only an admin session reads it. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /**
     * Codes of the evaluation dashboard (platform.md §4 Evaluation access), `code:role` pairs,
     * comma-separated; roles developer, admin, stakeholder. Unset: only admins get in.
     */
    EVALUATION_ACCESS_CODES: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => {
            const at = pair.lastIndexOf(':');
            return { code: pair.slice(0, at), role: pair.slice(at + 1) };
          }),
      )
      .pipe(
        z.array(
          z.object({
            code: z.string().min(8, 'each code must be at least 8 characters'),
            role: z.enum(['developer', 'admin', 'stakeholder'], 'each role must be developer, admin or stakeholder'),
          }),
        ),
      ),
    FREE_GENERATIONS: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(3),
  })
  .superRefine((env, ctx) => {
    const provider = env.AI_PROVIDER;
    if (provider === 'gemini' && !env.GEMINI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['GEMINI_API_KEY'],
        message: 'is required when AI_PROVIDER=gemini',
      });
    if (provider === 'openai-compatible' && !env.AI_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    const effectiveProvider = provider ?? (env.GEMINI_API_KEY ? 'gemini' : 'offline');
    if (env.AI_IMAGE_MODEL && effectiveProvider === 'offline')
      ctx.addIssue({
        code: 'custom',
        path: ['AI_IMAGE_MODEL'],
        message: 'needs AI_PROVIDER=gemini or openai-compatible',
      });
    if (env.STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    // Stripe's events are trusted only by their signature: a key without the secret is refused.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (the signing secret of the Stripe webhook endpoint)',
      });
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'is required with GOOGLE_CLIENT_ID',
      });
  });

type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, 'AUTH_SECRET' | 'AI_PROVIDER' | 'PUBLIC_URL' | 'DATA_DIR'> {
  AUTH_SECRET: string;
  AI_PROVIDER: 'gemini' | 'openai-compatible' | 'offline';
  PUBLIC_URL: string;
  /** Absolute path. */
  DATA_DIR: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError with one line per bad key. Pure apart from AUTH_SECRET. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError([...new Set(problems)]);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    AI_PROVIDER: raw.AI_PROVIDER ?? (raw.GEMINI_API_KEY ? 'gemini' : 'offline'),
    AUTH_SECRET: raw.AUTH_SECRET ?? loadOrCreateSecret(dataDir, 'auth-secret'),
  };
}

/** A secret generated once and kept in DATA_DIR/secrets so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
