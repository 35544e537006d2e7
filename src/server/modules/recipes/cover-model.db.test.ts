import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCover } from '../../ai/cover-image';
import { createCoverImageModel } from '../../ai/cover-image-model';
import { createModelResolver } from '../../ai/model-registry';
import { ConfigError, parseEnv } from '../../env';
import { recipes } from '../../db/schema';
import { createFsStorage } from '../../storage/fs-storage';
import { recipeImageKey } from '../../storage/recipe-images';
import { type FakeImageServer, startFakeImageServer } from '../../test/fakes/fake-image-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrichmentHandlers } from './enrichment';
import { insertRecipe } from './recipe-store';
import { signUp, type TestUser } from './recipes-test-kit';

/** Covers painted by a configured image model (AI_IMAGE_MODEL), over the providers' real wire formats. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-cover-model-'));
const RECIPE = {
  title: 'Cold Email Campaign',
  description: 'Write a cold email campaign for B2B SaaS founders.',
};

let fake: FakeImageServer;
let providerImage: Buffer;

beforeAll(async () => {
  // What a provider might send back: a large JPEG carrying camera metadata.
  providerImage = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'provider-secret' } } })
    .toBuffer();
  fake = await startFakeImageServer(providerImage);
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const geminiEnv = () =>
  parseEnv({
    DATA_DIR: dataDir,
    AI_PROVIDER: 'gemini',
    GEMINI_API_KEY: 'test-key',
    GEMINI_BASE_URL: fake.geminiBaseUrl,
    AI_IMAGE_MODEL: 'imagen-4.0-generate-001',
  });

async function expectCoverPng(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  expect(meta.exif).toBeUndefined();
  expect(png.includes(Buffer.from('provider-secret'))).toBe(false);
}

describe('the cover image model', () => {
  it('paints with Imagen on Gemini: the goal in the prompt, a wide picture, re-encoded to the cover size', async () => {
    const model = createCoverImageModel(geminiEnv())!;
    fake.requests.length = 0;
    const png = await model.paint(RECIPE);
    await expectCoverPng(png);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe('/v1beta/models/imagen-4.0-generate-001:predict');
    const body = fake.requests[0]!.body as {
      instances: Array<{ prompt: string }>;
      parameters: Record<string, unknown>;
    };
    expect(body.instances[0]!.prompt).toContain(RECIPE.description);
    expect(body.instances[0]!.prompt).toMatch(/No text/);
    expect(body.parameters).toMatchObject({ sampleCount: 1, aspectRatio: '16:9' });
  });

  it('paints with an OpenAI-compatible images endpoint', async () => {
    const model = createCoverImageModel(
      parseEnv({
        DATA_DIR: dataDir,
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.openAiBaseUrl,
        AI_IMAGE_MODEL: 'gpt-image-1',
      }),
    )!;
    fake.requests.length = 0;
    await expectCoverPng(await model.paint(RECIPE));
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'gpt-image-1', n: 1 },
    });
    expect(String(fake.requests[0]!.body.prompt)).toContain(RECIPE.description);
  });

  it('is absent unless configured, and refused with the offline composer', () => {
    expect(
      createCoverImageModel(parseEnv({ DATA_DIR: dataDir, AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' })),
    ).toBeNull();
    expect(() => parseEnv({ DATA_DIR: dataDir, AI_IMAGE_MODEL: 'imagen-4.0-generate-001' })).toThrow(
      ConfigError,
    );
    try {
      parseEnv({ DATA_DIR: dataDir, AI_IMAGE_MODEL: 'x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'AI_IMAGE_MODEL: needs AI_PROVIDER=gemini or openai-compatible',
      ]);
    }
  });
});

describe('the cover job with an image model', () => {
  let t: TestApp;
  let alice: TestUser;
  let root: string;
  let handlers: ReturnType<typeof enrichmentHandlers>;
  const attempt = (n: number) => ({
    id: 'j',
    attempt: n,
    maxAttempts: 3,
    signal: new AbortController().signal,
  });

  beforeAll(async () => {
    t = await createTestApp({ jobs: false });
    alice = await signUp(t, 'alice-cover-model@example.com');
    root = mkdtempSync(path.join(os.tmpdir(), 'rf-cover-files-'));
    handlers = enrichmentHandlers({
      db: t.database.db,
      bus: t.bus,
      log: pino({ level: 'silent' }),
      storage: createFsStorage(root),
      models: createModelResolver(t.env),
      coverModel: createCoverImageModel(geminiEnv()),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const pendingRecipe = () =>
    insertRecipe(t.database.db, {
      userId: alice.id,
      ...RECIPE,
      content: '# Recipe Title: Cold Email Campaign\n',
      imageStatus: 'pending',
    });
  const storedCover = async (recipeId: string) =>
    buffer((await createFsStorage(root).get(recipeImageKey(alice.id, recipeId)))!.body);
  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: recipes.imageStatus }).from(recipes).where(eq(recipes.id, id)))[0]!.s;

  it('stores the model’s picture as the cover', async () => {
    const row = await pendingRecipe();
    await handlers['recipe.image']!.run({ recipeId: row.id, userId: alice.id }, attempt(1));
    expect(await statusOf(row.id)).toBe('done');
    const png = await storedCover(row.id);
    await expectCoverPng(png);
    // The model's flat #3366aa, not the locally drawn gradient.
    const [r, g, b] = (await sharp(png).stats()).channels.map((c) => Math.round(c.mean));
    // (JPEG and the palette move a flat colour by a step or two.)
    for (const [got, want] of [
      [r, 0x33],
      [g, 0x66],
      [b, 0xaa],
    ] as const)
      expect(Math.abs(got! - want)).toBeLessThanOrEqual(3);
    expect(Buffer.compare(png, await renderCover(row))).not.toBe(0);
  });

  it('lets the runner retry a failed call, then draws the cover itself on the last attempt', async () => {
    const row = await pendingRecipe();
    fake.failures = 10;
    await expect(
      handlers['recipe.image']!.run({ recipeId: row.id, userId: alice.id }, attempt(1)),
    ).rejects.toThrow();
    expect(await statusOf(row.id)).toBe('pending');
    await handlers['recipe.image']!.run({ recipeId: row.id, userId: alice.id }, attempt(3));
    fake.failures = 0;
    expect(await statusOf(row.id)).toBe('done');
    expect(Buffer.compare(await storedCover(row.id), await renderCover(row))).toBe(0);
  });
});
