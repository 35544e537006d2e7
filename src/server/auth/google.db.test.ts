import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcServer, type OidcServer } from '../../../e2e/support/oidc-server';
import { createTestApp, type TestApp } from '../test/test-app';

/** Google sign-in is OpenID Connect against GOOGLE_ISSUER: here a local OIDC provider. */
const ORIGIN = 'http://localhost:3998';
let oidc: OidcServer;
let t: TestApp;

beforeAll(async () => {
  oidc = await startOidcServer(ORIGIN);
  t = await createTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

describe('Google sign-in (OpenID Connect)', () => {
  it('is announced to the browser when configured', async () => {
    expect((await t.app.inject('/api/config')).json().googleSignIn).toBe(true);
  });

  it('starts the authorization code flow at the issuer with profile and email scopes and forced account selection', async () => {
    const s = t.session();
    const res = await s.post('/api/auth/sign-in/oauth2', {
      providerId: 'google',
      callbackURL: '/auth',
      disableRedirect: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url as string);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('client_id')).toBe(oidc.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
    // The flow's state cookie is set for the callback.
    expect(s.hasCookies()).toBe(true);
  });

  it('refuses other providers and off-site callbacks', async () => {
    const s = t.session();
    expect((await s.post('/api/auth/sign-in/oauth2', { providerId: 'github' })).statusCode).toBe(400);
    const offsite = await s.post('/api/auth/sign-in/oauth2', {
      providerId: 'google',
      callbackURL: '//evil.example/x',
    });
    expect(offsite.statusCode).toBe(400);
  });
});

describe('without Google configured', () => {
  it('does not offer it', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject('/api/config')).json().googleSignIn).toBe(false);
      const res = await plain.session().post('/api/auth/sign-in/oauth2', {
        providerId: 'google',
        disableRedirect: true,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });
});
