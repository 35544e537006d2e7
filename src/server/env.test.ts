import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'rf-env-'));

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const dataDir = tmp();
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe(path.resolve(dataDir));
    expect(env.AI_PROVIDER).toBe('offline');
    expect(env.STORAGE).toBe('fs');
    expect(env.FREE_GENERATIONS).toBe(3);
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });

  it('picks gemini when a Gemini key is given, and normalises lists and URLs', () => {
    const env = parseEnv({
      DATA_DIR: tmp(),
      GEMINI_API_KEY: 'k',
      PORT: '8080',
      PUBLIC_URL: 'https://forge.example.com/',
      ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,',
    });
    expect(env.AI_PROVIDER).toBe('gemini');
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe('https://forge.example.com');
    expect(env.ADMIN_EMAILS).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('reports one line per bad key and never echoes the value', () => {
    const secretLooking = 'sk_live_do_not_print_me';
    let error: unknown;
    try {
      parseEnv({
        DATA_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: secretLooking,
        AI_PROVIDER: 'skynet',
        FREE_GENERATIONS: '-1',
        AUTH_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['AI_PROVIDER', 'AUTH_SECRET', 'DATABASE_URL', 'FREE_GENERATIONS', 'PORT'].sort(),
    );
    expect((error as Error).message).not.toContain(secretLooking);
    expect((error as Error).message).not.toContain('short');
  });

  it('requires the settings a chosen provider needs', () => {
    expect(() => parseEnv({ DATA_DIR: tmp(), AI_PROVIDER: 'openai-compatible' })).toThrow(
      /AI_BASE_URL: is required/,
    );
    expect(() => parseEnv({ DATA_DIR: tmp(), STORAGE: 's3' })).toThrow(/S3_BUCKET: is required/);
    expect(() => parseEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
    expect(
      parseEnv({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_x' });
  });

  it('generates AUTH_SECRET once into DATA_DIR and reuses it', () => {
    const dataDir = tmp();
    const first = parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'secrets', 'auth-secret'))).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
    expect(readFileSync(path.join(dataDir, 'secrets', 'auth-secret'), 'utf8')).toBe(first);
  });
});

describe('AI_ALLOW_PRIVATE_USER_URLS', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-env-'));
  it('is off unless set to true or 1', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).AI_ALLOW_PRIVATE_USER_URLS).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, AI_ALLOW_PRIVATE_USER_URLS: '' }).AI_ALLOW_PRIVATE_USER_URLS).toBe(
      false,
    );
    expect(
      parseEnv({ DATA_DIR: dataDir, AI_ALLOW_PRIVATE_USER_URLS: 'false' }).AI_ALLOW_PRIVATE_USER_URLS,
    ).toBe(false);
    expect(
      parseEnv({ DATA_DIR: dataDir, AI_ALLOW_PRIVATE_USER_URLS: 'TRUE' }).AI_ALLOW_PRIVATE_USER_URLS,
    ).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, AI_ALLOW_PRIVATE_USER_URLS: '1' }).AI_ALLOW_PRIVATE_USER_URLS).toBe(
      true,
    );
  });

  it('stops start-up on any other value', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, AI_ALLOW_PRIVATE_USER_URLS: 'yes please' })).toThrow(
      /AI_ALLOW_PRIVATE_USER_URLS: must be true or false/,
    );
  });
});
