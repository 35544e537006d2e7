import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../crypto/secret-box';
import { profiles, userAiKeys } from '../../db/schema';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestAppWithModel } from '../../test/test-app';

const URL_PATH = '/api/ai-key';
const OWN_KEY = 'sk-users-own-key-5678';

let saves = 0;

/**
 * HttpSession speaks GET, POST and DELETE; saving a key is a PUT. Each save comes from an address
 * of its own unless one is given, so the per-IP limit on saves only bites where a test wants it.
 */
function put(
  t: TestAppWithModel,
  session: HttpSession,
  body: unknown,
  ip = `10.90.${++saves >> 8}.${saves & 255}`,
) {
  return t.app.inject({
    method: 'PUT',
    url: URL_PATH,
    remoteAddress: ip,
    headers: {
      origin: t.env.PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      cookie: session.cookieHeader,
    },
    payload: body as Record<string, unknown>,
  });
}

const generationCount = async (t: TestAppWithModel, userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0]?.generationCount ?? 0;

describe('your own AI key, OpenAI-compatible (private addresses allowed by the operator)', () => {
  let t: TestAppWithModel;
  let owner: { id: string; session: HttpSession };
  let fakeBase: string;

  beforeAll(async () => {
    t = await createTestApp({
      fakeModel: { provider: 'openai-compatible' },
      // The fake listens on 127.0.0.1, so this app lets users' base URLs be private.
      env: { AI_ALLOW_PRIVATE_USER_URLS: 'true', FREE_GENERATIONS: '10' },
    });
    owner = await signUp(t, 'own-key@example.com', { ip: '10.60.0.1' });
    fakeBase = t.fake.openAiBaseUrl;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => t.fake.reset());

  const validKey = () => ({
    provider: 'openai-compatible',
    baseUrl: fakeBase,
    apiKey: OWN_KEY,
    model: 'my-model',
  });

  it('has no key to begin with', async () => {
    const res = await owner.session.get(URL_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ aiKey: null });
  });

  it('saves a key after a real test call with it, and never sends the key back', async () => {
    const res = await put(t, owner.session, validKey());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().aiKey).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: fakeBase,
      model: 'my-model',
      keyLast4: '5678',
    });
    expect(res.body).not.toContain(OWN_KEY);
    const check = t.fake.requests.find((r) => r.path === '/v1/chat/completions');
    expect(check?.headers.authorization).toBe(`Bearer ${OWN_KEY}`);
    expect((check!.body as { model?: string }).model).toBe('my-model');

    const read = await owner.session.get(URL_PATH);
    expect(read.json()).toEqual(res.json());
    expect(read.body).not.toContain(OWN_KEY);

    const [row] = await t.database.db.select().from(userAiKeys).where(eq(userAiKeys.userId, owner.id));
    expect(row!.sealedKey.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(row)).not.toContain(OWN_KEY);
  });

  it('runs chat sends on the user’s endpoint with their key, counting nothing', async () => {
    await put(t, owner.session, validKey());
    t.fake.reset();
    const before = await generationCount(t, owner.id);
    const res = await owner.session.post('/api/chats', { content: 'a plan with my own key', stream: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().assistantMessage.status).toBe('complete');
    const streamed = t.fake.requests.find(
      (r) => r.path === '/v1/chat/completions' && (r.body as { stream?: boolean }).stream,
    );
    expect(streamed?.headers.authorization).toBe(`Bearer ${OWN_KEY}`);
    expect((streamed!.body as { model?: string }).model).toBe('my-model');
    expect(await generationCount(t, owner.id)).toBe(before);
  });

  it('says it is the user’s key when their provider refuses it during a generation', async () => {
    await put(t, owner.session, validKey());
    t.fake.reset({ status: 401 });
    const before = await generationCount(t, owner.id);
    const res = await owner.session.post('/api/chats', { content: 'my key was revoked', stream: false });
    expect(res.json().assistantMessage).toMatchObject({
      status: 'error',
      errorKey: 'generation.ownKeyRefused',
    });
    expect(await generationCount(t, owner.id)).toBe(before);
  });

  it.each([
    [401, 'ai.keyRefused'],
    [429, 'ai.keyRateLimited'],
    [500, 'ai.keyTestFailed'],
  ] as const)('saves nothing when the test call answers %i', async (status, key) => {
    await owner.session.delete(URL_PATH);
    t.fake.reset({ status });
    const res = await put(t, owner.session, validKey());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', key });
    expect((await owner.session.get(URL_PATH)).json()).toEqual({ aiKey: null });
  });

  it('keeps the earlier key when a new one fails its check', async () => {
    await put(t, owner.session, validKey());
    t.fake.reset({ status: 401 });
    const res = await put(t, owner.session, { ...validKey(), apiKey: 'sk-a-wrong-key-0000' });
    expect(res.json().key).toBe('ai.keyRefused');
    expect((await owner.session.get(URL_PATH)).json().aiKey.keyLast4).toBe('5678');
  });

  it('says so when the base URL cannot be reached', async () => {
    const res = await put(t, owner.session, { ...validKey(), baseUrl: 'http://no-such-host.invalid/v1' });
    expect(res.json()).toMatchObject({ key: 'ai.keyUnreachable', params: { host: 'no-such-host.invalid' } });
  });

  it.each([
    ['an empty key', { apiKey: '   ' }],
    ['a 10,000-character key', { apiKey: 'k'.repeat(10_000) }],
    ['a key with spaces', { apiKey: 'sk with spaces' }],
    ['an invalid URL', { baseUrl: 'not a url' }],
    ['a URL that is not http', { baseUrl: 'file:///etc/passwd' }],
    ['a URL with credentials', { baseUrl: 'http://user:pass@example.com/v1' }],
    ['an unknown provider', { provider: 'anthropic' }],
    ['no model', { model: '' }],
  ])('refuses %s and saves nothing, without calling anyone', async (_what, change) => {
    await owner.session.delete(URL_PATH);
    t.fake.reset();
    const res = await put(t, owner.session, { ...validKey(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.body).not.toContain('k'.repeat(100));
    expect(t.fake.requests).toHaveLength(0);
    expect((await owner.session.get(URL_PATH)).json()).toEqual({ aiKey: null });
  });

  it('removes the key: generations use the server’s model again and count', async () => {
    await put(t, owner.session, validKey());
    const removed = await owner.session.delete(URL_PATH);
    expect(removed.json()).toEqual({ aiKey: null });
    expect((await owner.session.get(URL_PATH)).json()).toEqual({ aiKey: null });
    t.fake.reset();
    const before = await generationCount(t, owner.id);
    await owner.session.post('/api/chats', { content: 'back on the server model', stream: false });
    const streamed = t.fake.requests.find((r) => (r.body as { stream?: boolean }).stream);
    expect(streamed?.headers.authorization).toBeUndefined();
    expect((streamed!.body as { model?: string }).model).toBe('fake-model');
    expect(await generationCount(t, owner.id)).toBe(before + 1);
  });

  it('limits saves per address, since each one calls the provider', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await put(t, owner.session, { provider: 'gemini', apiKey: '' }, '10.60.9.9')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('uses one user’s key for that user only', async () => {
    await put(t, owner.session, validKey());
    const other = await signUp(t, 'own-key-other@example.com', { ip: '10.60.0.2' });
    t.fake.reset();
    await other.session.post('/api/chats', { content: 'on the server model', stream: false });
    const streamed = t.fake.requests.find((r) => (r.body as { stream?: boolean }).stream);
    expect(streamed?.headers.authorization).toBeUndefined();
    expect((await other.session.get(URL_PATH)).json()).toEqual({ aiKey: null });
  });

  it('asks for the key again when it no longer opens (AUTH_SECRET changed), instead of charging', async () => {
    await put(t, owner.session, validKey());
    const sealedElsewhere = createSecretBox('another-auth-secret-of-at-least-32-chars', 'user-ai-key').seal(
      OWN_KEY,
      `user:${owner.id}`,
    );
    await t.database.db
      .update(userAiKeys)
      .set({ sealedKey: sealedElsewhere })
      .where(eq(userAiKeys.userId, owner.id));
    const before = await generationCount(t, owner.id);
    const res = await owner.session.post('/api/chats', { content: 'after a secret change', stream: false });
    expect(res.statusCode).toBe(503);
    expect(res.json().key).toBe('ai.keyUnreadable');
    expect(await generationCount(t, owner.id)).toBe(before);
    await owner.session.delete(URL_PATH);
  });
});

describe('your own AI key with private addresses refused (the default)', () => {
  let t: TestAppWithModel;
  let owner: { id: string; session: HttpSession };
  let port: string;

  beforeAll(async () => {
    // The server's model is Gemini on the fake: a user's Gemini key goes to that same endpoint.
    t = await createTestApp({ fakeModel: { provider: 'gemini' } });
    owner = await signUp(t, 'own-key-ssrf@example.com', { ip: '10.61.0.1' });
    port = new URL(t.fake.url).port;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => t.fake.reset());

  it.each([
    ['the loopback address', () => `http://127.0.0.1:${port}/v1`, '127.0.0.1'],
    ['localhost, which resolves to loopback', () => `http://localhost:${port}/v1`, 'localhost'],
    ['IPv6 loopback', () => `http://[::1]:${port}/v1`, '::1'],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/v1`, '::ffff:7f00:1'],
    ['a hex-written loopback', () => `http://0x7f000001:${port}/v1`, '127.0.0.1'],
    ['the cloud metadata address', () => 'http://169.254.169.254/v1', '169.254.169.254'],
    ['a private network', () => 'http://10.0.0.1/v1', '10.0.0.1'],
    ['IPv6 link-local', () => 'http://[fe80::1]/v1', 'fe80::1'],
  ])('refuses %s before any call', async (_what, baseUrl, host) => {
    const res = await put(t, owner.session, {
      provider: 'openai-compatible',
      baseUrl: baseUrl(),
      apiKey: OWN_KEY,
      model: 'my-model',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'ai.privateAddress', params: { host } });
    expect(t.fake.requests).toHaveLength(0);
    expect((await owner.session.get(URL_PATH)).json()).toEqual({ aiKey: null });
  });

  it('saves a Gemini key (the server’s own Gemini endpoint), which generations then use uncounted', async () => {
    const saved = await put(t, owner.session, { provider: 'gemini', apiKey: 'AIza-users-own-gemini-9876' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().aiKey).toMatchObject({
      provider: 'gemini',
      baseUrl: null,
      model: 'gemini-2.5-flash',
      keyLast4: '9876',
    });
    t.fake.reset();
    const before = await generationCount(t, owner.id);
    const res = await owner.session.post('/api/chats', { content: 'with my gemini key', stream: false });
    expect(res.json().assistantMessage.status).toBe('complete');
    const streamed = t.fake.requests.find((r) => r.path.includes('streamGenerateContent'));
    expect(streamed?.headers['x-goog-api-key']).toBe('AIza-users-own-gemini-9876');
    expect(await generationCount(t, owner.id)).toBe(before);
  });

  it('wins over a key sent in the request header', async () => {
    await put(t, owner.session, { provider: 'gemini', apiKey: 'AIza-users-own-gemini-9876' });
    t.fake.reset();
    await owner.session.post(
      '/api/chats',
      { content: 'saved key first', stream: false },
      { 'x-gemini-api-key': 'a-header-key-1234' },
    );
    const streamed = t.fake.requests.find((r) => r.path.includes('streamGenerateContent'));
    expect(streamed?.headers['x-goog-api-key']).toBe('AIza-users-own-gemini-9876');
  });
});
