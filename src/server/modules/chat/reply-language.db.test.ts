import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGENERATE_INSTRUCTIONS } from '@shared/chat/regenerate';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { signUp } from '../../test/accounts';
import type { FakeLlmServer } from '../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp, type TestAppWithModel } from '../../test/test-app';

/**
 * Issue 19: the assistant writes recipes in the user's language unless the prompt is in another.
 * Over real HTTP: what the model is told (read off the fake provider's requests), and what the
 * offline composer answers.
 */
const ORIGIN = 'http://localhost:3993';
let t: TestAppWithModel;
let fake: FakeLlmServer;

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: { behaviour: { chunkDelayMs: 0 } },
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' },
  });
  fake = t.fake;
});
afterAll(() => t.close());
beforeEach(() => fake.reset());

/** The system prompt of the model's last streamed call. */
const lastSystemPrompt = () => {
  const request = fake.requests
    .filter((r) => r.path === '/v1/chat/completions' && (r.body as { stream?: boolean }).stream)
    .at(-1);
  expect(request, 'the model was called').toBeDefined();
  const messages = (request!.body as { messages: Array<{ role: string; content: string }> }).messages;
  expect(messages[0]!.role).toBe('system');
  return messages[0]!.content;
};

/** Saves the user's interface language through the preferences API, as Settings does. */
async function saveLanguage(session: HttpSession, language: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/preferences',
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: session.cookieHeader },
    payload: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function newChat(session: HttpSession, content: string, headers: Record<string, string> = {}) {
  const res = await session.post('/api/chats', { content, stream: false }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    chat: { id: string };
    assistantMessage: { id: string; status: string; content: string };
  };
}

async function untilComplete(session: HttpSession, chatId: string) {
  for (let i = 0; i < 200; i++) {
    const chat = (await session.get(`/api/chats/${chatId}`)).json() as {
      messages: Array<{ status: string }>;
    };
    if (chat.messages.every((m) => m.status !== 'streaming')) return chat;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the reply never finished');
}

describe('the instruction to the model', () => {
  it('tells the model to write in German, with the German headings, for a German user', async () => {
    const { session } = await signUp(t, 'hans@example.com', { ip: '10.19.0.1' });
    await saveLanguage(session, 'de');
    // An English browser does not outweigh the language the user saved.
    await newChat(session, 'kubernetes migration', { 'accept-language': 'en-US,en;q=0.9' });
    const system = lastSystemPrompt();
    expect(system).toContain('Write the recipe in German');
    expect(system).toContain(
      '"# Rezepttitel: <title>", "## Ziel", "## Prinzipien", "## Operationen", "## Schritte"',
    );
    expect(system).toMatch(/^You are Recipe Forge/);
  });

  it('follows the prompt’s language when it is clearly another: Japanese from an English user', async () => {
    const { session } = await signUp(t, 'emma@example.com', { ip: '10.19.0.2' });
    await newChat(session, '毎週の食事の計画を立てるのを手伝ってください', { 'accept-language': 'en-GB' });
    const system = lastSystemPrompt();
    expect(system).toContain('Write the recipe in Japanese');
    expect(system).toContain('"## 手順"');
    expect(system).not.toContain('German');
  });

  it('tells an English prompt nothing extra, even from a German user', async () => {
    const { session } = await signUp(t, 'greta@example.com', { ip: '10.19.0.3' });
    await saveLanguage(session, 'de');
    await newChat(session, 'Plan a kubernetes migration for our billing service');
    expect(lastSystemPrompt()).not.toContain('Write the recipe in');
  });

  it('keeps the conversation’s language on a regeneration, whose added instruction is English', async () => {
    const { session } = await signUp(t, 'lea@example.com', { ip: '10.19.0.4' });
    const sent = await newChat(session, 'Hilf mir, einen Lernplan für Spanisch zu erstellen');
    expect(lastSystemPrompt()).toContain('Write the recipe in German');
    fake.reset();
    const res = await session.post(`/api/messages/${sent.assistantMessage.id}/regenerate`, {
      option: 'concise',
    });
    expect(res.statusCode, res.body).toBe(200);
    await untilComplete(session, sent.chat.id);
    expect(lastSystemPrompt()).toContain('Write the recipe in German');
  });

  it('asks a visitor in the language of their rf-language cookie', async () => {
    const visitor = t.session('10.19.0.5');
    const res = await visitor.post(
      '/api/anonymous/generate',
      { content: 'kubernetes migration', attachments: [] },
      { cookie: 'rf-language=fr', 'accept-language': 'de-DE' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(lastSystemPrompt()).toContain('Write the recipe in French');
    expect(lastSystemPrompt()).toContain('"# Titre de la recette : <title>"');
  });

  it('reads a visitor’s regenerated prompt without the English instruction the browser adds to it', async () => {
    const visitor = t.session('10.19.0.7');
    const prompt = 'Einen Lernplan für Spanisch, bitte';
    const res = await visitor.post(
      '/api/anonymous/generate',
      {
        content: `${prompt}\n\n${REGENERATE_INSTRUCTIONS.detailed}`,
        attachments: [],
      },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(lastSystemPrompt()).toContain('Write the recipe in German');
  });

  it('asks a visitor without the cookie in their browser’s language', async () => {
    const visitor = t.session('10.19.0.6');
    const res = await visitor.post(
      '/api/anonymous/generate',
      { content: 'kubernetes migration', attachments: [] },
      { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(lastSystemPrompt()).toContain('Write the recipe in Korean');
  });
});

describe('the offline composer', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp({
      env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000', AI_PROVIDER: 'offline' },
    });
  });
  afterAll(() => offline.close());

  it('answers a French prompt in French, to an English user', async () => {
    const { session } = await signUp(offline, 'john@example.com', { ip: '10.19.1.1' });
    const prompt = 'Planifier une migration kubernetes pour notre service de facturation';
    const res = await session.post(
      '/api/chats',
      { content: prompt, stream: false },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json().assistantMessage as { status: string; content: string };
    expect(reply.status).toBe('complete');
    const recipe = parseRecipe(reply.content);
    expect(recipe.title).toBe('Cadre de projet – Planifier, migration, kubernetes');
    expect(recipe.sections.map((s) => [s.type, s.title])).toEqual([
      ['goal', 'Objectif'],
      ['principles', 'Principes'],
      ['operations', 'Opérations'],
      ['steps', 'Étapes'],
    ]);
    expect(recipe.sections[0]!.content.join(' ')).toMatch(
      /^Construire une démarche claire et réutilisable pour/,
    );
  });

  it('answers in the saved language when the prompt cannot tell', async () => {
    const { session } = await signUp(offline, 'marco@example.com', { ip: '10.19.1.2' });
    const res = await offline.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: session.cookieHeader },
      payload: { language: 'it' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await session.post('/api/chats', { content: 'kubernetes migration', stream: false });
    expect(sent.statusCode, sent.body).toBe(201);
    const recipe = parseRecipe(sent.json().assistantMessage.content);
    expect(recipe.sections.map((s) => s.title)).toEqual(['Obiettivo', 'Principi', 'Operazioni', 'Passaggi']);
  });

  it('writes a Recipe Manager recipe in the prompt’s language too', async () => {
    const { session } = await signUp(offline, 'ana@example.com', { ip: '10.19.1.3' });
    const res = await session.post('/api/recipes/generate', {
      prompt: 'Quiero un plan de marketing para mi tienda online',
    });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = res.json() as { title: string; content: string };
    expect(recipe.title).toBe('Marco de proyecto – plan, marketing, tienda');
    expect(parseRecipe(recipe.content).sections.map((s) => s.title)).toEqual([
      'Objetivo',
      'Principios',
      'Operaciones',
      'Pasos',
    ]);
  });
});
