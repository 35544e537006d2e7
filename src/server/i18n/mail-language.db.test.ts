import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * E-mails in the recipient's language, through the real SMTP exchange: the language the user
 * saved in their preferences, else the one their browser asked in (the rf-language cookie the
 * web app sets, else Accept-Language), else English.
 */
const ORIGIN = 'http://localhost:3981';
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url }, jobs: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Signs up from a browser that sends `headers` (and keeps no cookies yet). */
async function signUpWith(email: string, headers: Record<string, string>) {
  const session = t.session();
  const res = await session.post('/api/auth/sign-up/email', { email, password: 'secret-pass' }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

function api(
  method: 'PATCH' | 'POST',
  url: string,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie, ...headers },
    payload: body as Record<string, unknown>,
  });
}

describe('the verification e-mail of a new account', () => {
  it("is written in the browser's Accept-Language when it is one of the nine", async () => {
    const session = await signUpWith('hanna@example.com', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    const mail = await smtp.next('hanna@example.com');
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Recipe Forge');
    expect(mail.text).toContain(
      'Bestätige, dass hanna@example.com deine E-Mail-Adresse ist, um die Einrichtung deines Recipe Forge-Kontos abzuschließen.',
    );
    expect(mail.text).toContain('Der Link ist 24 Stunden lang gültig.');
    expect(mail.text).toContain('Oder füge diesen Link in deinen Browser ein:');
    expect(mail.text).toContain('<html lang="de">');
    expect(mail.text).not.toContain('Verify');
    // The link works as in English.
    const link = linkIn(mail, '/verify-email');
    const verified = await session.post('/api/auth/verify-email', {
      token: link.searchParams.get('token'),
      password: 'secret-pass',
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('follows the rf-language cookie the web app sets, before Accept-Language', async () => {
    await signUpWith('haruki@example.com', { cookie: 'rf-language=ja', 'accept-language': 'de' });
    const mail = await smtp.next('haruki@example.com');
    expect(mail.subject).toBe('Recipe Forge のメールアドレスを確認してください');
    expect(mail.text).toContain('リンクの有効期限は 24 時間です。');
    expect(mail.text).toContain('メールアドレスを確認する：http://localhost:3981/verify-email?token=');
    expect(mail.text).toContain('<html lang="ja">');
  });

  it('is in English for a language the app does not have, or none', async () => {
    await signUpWith('piet@example.com', { 'accept-language': 'nl-NL,nl;q=0.9', cookie: 'rf-language=xx' });
    const mail = await smtp.next('piet@example.com');
    expect(mail.subject).toBe('Verify your e-mail for Recipe Forge');
    expect(mail.text).toContain(
      'The link expires in 24 hours. If you did not create an account, ignore this e-mail.',
    );
    expect(mail.text).toContain('<html lang="en">');
  });
});

describe('a user who saved a language', () => {
  it('gets the test notification in it, whatever the browser asks', async () => {
    const amelie = await signUp(t, 'amelie@example.com');
    await smtp.next('amelie@example.com'); // the verification mail of the sign-up
    const saved = await api('PATCH', '/api/preferences', amelie.cookie, { language: 'fr' });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await api(
      'POST',
      '/api/notification-preferences/test',
      amelie.cookie,
      {},
      { 'accept-language': 'de' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.next('amelie@example.com');
    expect(mail.subject).toBe('Notification de test de Recipe Forge');
    expect(mail.text).toContain(
      'Ceci est une notification de test de Recipe Forge. Les notifications par e-mail arrivent bien à amelie@example.com.',
    );
    expect(mail.text).toContain(
      `Choisissez les e-mails que vous recevez\u00a0: ${ORIGIN}/settings?tab=notifications`,
    );
    expect(mail.text).toContain('<html lang="fr">');
  });

  it('gets the test notification in their browser’s language while they have saved none', async () => {
    const lucia = await signUp(t, 'lucia@example.com');
    await smtp.next('lucia@example.com');
    const res = await api(
      'POST',
      '/api/notification-preferences/test',
      lucia.cookie,
      {},
      { 'accept-language': 'it-IT' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.next('lucia@example.com');
    expect(mail.subject).toBe('Notifica di prova da Recipe Forge');
  });

  it('gets the password reset link in it, though asked for from a browser in another language', async () => {
    const minjun = await signUp(t, 'minjun@example.com');
    await smtp.next('minjun@example.com');
    expect((await api('PATCH', '/api/preferences', minjun.cookie, { language: 'ko' })).statusCode).toBe(200);
    const res = await t.session().post(
      '/api/auth/request-password-reset',
      { email: 'minjun@example.com', redirectTo: '/reset-password' },
      {
        'accept-language': 'en-US',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.next('minjun@example.com');
    expect(mail.subject).toBe('Recipe Forge 비밀번호 재설정');
    expect(mail.text).toContain('링크는 60분 후에 만료되며 한 번만 사용할 수 있어요.');
  });
});
