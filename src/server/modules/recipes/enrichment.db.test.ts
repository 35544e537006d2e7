import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Recipe } from '@shared/contracts/recipes';
import { renderCover } from '../../ai/cover-image';
import { createModelResolver } from '../../ai/model-registry';
import type { Db } from '../../db/client';
import { jobs, recipes } from '../../db/schema';
import { type JobType, wakeJobs } from '../../jobs/enqueue';
import type { JobHandler, JobHandlers } from '../../jobs/job-handlers';
import { JobRunner } from '../../jobs/runner';
import { createFsStorage } from '../../storage/fs-storage';
import { recipeImageKey } from '../../storage/recipe-images';
import type { FakeLlmServer } from '../../test/fakes/fake-llm-server';
import { type LocalS3, startLocalS3 } from '../../test/local-s3';
import { createTestApp, type TestApp, type TestAppWithModel } from '../../test/test-app';
import { ENRICHMENT_NOTICES, enrichmentHandlers } from './enrichment';
import { renderErrorText } from '@shared/errors/error-table';
import { insertRecipe, type RecipeRow } from './recipe-store';
import { enqueueRecipeEnrichment } from './recipe-jobs';
import { call, ORIGIN, signUp, type TestUser } from './recipes-test-kit';

/** Tags and cover after a save, through the real job runner, storage and API. */
const CONTENT = [
  '# Recipe Title: Cold Email Campaign for SaaS Founders',
  '',
  '## Goal',
  'Write a cold email campaign that improves conversion for B2B SaaS founders.',
  '',
  '## Principles',
  '1. Know the audience',
  '',
  '## Steps',
  '1. Draft the first email',
  '2. Measure conversion',
  '',
].join('\n');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FAST_JOBS = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 100 };

/** A save as the save service does it: the row and its jobs in one transaction, then a wake-up. */
async function saveWithEnrichment(
  t: TestApp,
  userId: string,
  extra: { tags?: string[] } = {},
): Promise<RecipeRow> {
  const row = await t.database.db.transaction(async (tx) => {
    const inserted = await insertRecipe(tx as unknown as Db, {
      userId,
      title: 'Cold Email Campaign for SaaS Founders',
      description: 'Write a cold email campaign that improves conversion for B2B SaaS founders.',
      content: CONTENT,
      tags: extra.tags,
      tagsStatus: 'pending',
      imageStatus: 'pending',
    });
    await enqueueRecipeEnrichment(tx as unknown as Db, inserted, { tags: true, image: true });
    return inserted;
  });
  await wakeJobs(t.bus);
  return row;
}

async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function settled(t: TestApp, who: TestUser, id: string): Promise<Recipe> {
  return until(async () => {
    const res = await call(t, who, 'GET', `/api/recipes/${id}`);
    const recipe = res.json() as Recipe;
    return recipe.tagsStatus !== 'pending' && recipe.imageStatus !== 'pending' ? recipe : null;
  });
}

describe('enrichment after a save (offline model, files on disk)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ jobs: FAST_JOBS, env: { PUBLIC_URL: ORIGIN } });
    alice = await signUp(t, 'alice-enrich@example.com');
    bob = await signUp(t, 'bob-enrich@example.com');
  });
  afterAll(() => t.close());

  it('adds tags and a cover, updates search, and tells the user live', async () => {
    const saved = await saveWithEnrichment(t, alice.id, { tags: ['Outreach'] });
    const recipe = await settled(t, alice, saved.id);

    expect(recipe.tagsStatus).toBe('done');
    // The user's own tag first, then key terms (no model), then the marketplace generator's.
    expect(recipe.tags[0]).toBe('Outreach');
    expect(recipe.tags).toEqual(expect.arrayContaining(['cold', 'email', 'campaign', 'marketing']));
    expect(recipe.tags.length).toBeLessThanOrEqual(15);
    expect(new Set(recipe.tags.map((tag) => tag.toLowerCase())).size).toBe(recipe.tags.length);
    const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, saved.id));
    expect(row!.searchText).toContain('marketing');

    expect(recipe.imageStatus).toBe('done');
    expect(recipe.imageUrl).toBe(`/api/recipes/${saved.id}/image?v=1`);
    expect(row!.imageKey).toBe(`recipeImages/${alice.id}/${saved.id}.png`);

    const image = await call(t, alice, 'GET', recipe.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    // Deterministic per recipe: drawing it again gives the same bytes.
    expect(Buffer.compare(image.rawPayload, await renderCover(row!))).toBe(0);

    await until(
      async () =>
        alice.events.filter((e) => e.type === 'recipe.updated' && e.recipeId === saved.id).length >= 2,
    );
    // The runner marks the job done just after its handler has told the user.
    const job = await until(async () => {
      const [row] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `recipe.tags:${saved.id}`));
      return row?.status === 'done' ? row : null;
    });
    expect(job.attempts).toBe(1);
  });

  it('serves the cover to its owner only', async () => {
    const saved = await saveWithEnrichment(t, alice.id);
    await settled(t, alice, saved.id);
    const url = `/api/recipes/${saved.id}/image?v=1`;

    const other = await call(t, bob, 'GET', url);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound });

    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);

    const missing = await call(t, alice, 'GET', '/api/recipes/no-such-recipe/image');
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound });

    const plain = await insertRecipe(t.database.db, {
      userId: alice.id,
      title: 'No cover',
      description: '',
      content: CONTENT,
    });
    const none = await call(t, alice, 'GET', `/api/recipes/${plain.id}/image`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ key: 'recipe.noImage', message: renderErrorText('recipe.noImage') });
  });

  it('removes the cover from storage when its recipe is deleted', async () => {
    const saved = await saveWithEnrichment(t, alice.id);
    await settled(t, alice, saved.id);
    const key = recipeImageKey(alice.id, saved.id);
    expect(await t.app.storage.exists(key)).toBe(true);

    const deleted = await call(t, alice, 'DELETE', `/api/recipes/${saved.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await until(async () => !(await t.app.storage.exists(key)));
  });
});

describe('enrichment handlers', () => {
  let t: TestApp;
  let alice: TestUser;
  let root: string;
  let handlers: ReturnType<typeof enrichmentHandlers>;
  const context = { id: 'j', attempt: 1, maxAttempts: 5, signal: new AbortController().signal };

  beforeAll(async () => {
    // No runner here: the test drives the handlers itself.
    t = await createTestApp({ jobs: false });
    alice = await signUp(t, 'alice-handlers@example.com');
    root = mkdtempSync(path.join(os.tmpdir(), 'rf-enrich-'));
    handlers = enrichmentHandlers({
      db: t.database.db,
      bus: t.bus,
      log: pino({ level: 'silent' }),
      storage: createFsStorage(root),
      models: createModelResolver(t.env),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const pending = () =>
    insertRecipe(t.database.db, {
      userId: alice.id,
      title: 'Cold Email Campaign',
      description: '',
      content: CONTENT,
      tagsStatus: 'pending',
      imageStatus: 'pending',
    });
  const payloadOf = (row: RecipeRow) => ({ recipeId: row.id, userId: alice.id });
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(recipes).where(eq(recipes.id, id)))[0];

  it('does nothing for a recipe deleted meanwhile, and leaves no file behind', async () => {
    const row = await pending();
    await t.database.db.delete(recipes).where(eq(recipes.id, row.id));
    await handlers['recipe.tags']!.run(payloadOf(row), context);
    await handlers['recipe.image']!.run(payloadOf(row), context);
    expect(await createFsStorage(root).exists(recipeImageKey(alice.id, row.id))).toBe(false);
  });

  it('runs once in effect: a second run after success changes nothing', async () => {
    const row = await pending();
    await handlers['recipe.tags']!.run(payloadOf(row), context);
    await handlers['recipe.image']!.run(payloadOf(row), context);
    const first = await rowOf(row.id);
    expect(first).toMatchObject({ tagsStatus: 'done', imageStatus: 'done', imageVersion: 1 });
    // The user removes a generated tag; a replayed job must not bring it back or redraw the cover.
    await t.database.db
      .update(recipes)
      .set({ tags: ['mine'] })
      .where(eq(recipes.id, row.id));
    await handlers['recipe.tags']!.run(payloadOf(row), context);
    await handlers['recipe.image']!.run(payloadOf(row), context);
    expect(await rowOf(row.id)).toMatchObject({ tags: ['mine'], imageVersion: 1 });
  });

  it('on permanent failure marks the part failed and sends an info notice', async () => {
    const row = await pending();
    alice.events.length = 0;
    await handlers['recipe.tags']!.onFailed!(payloadOf(row), 'boom');
    await handlers['recipe.image']!.onFailed!(payloadOf(row), 'boom');
    expect(await rowOf(row.id)).toMatchObject({ tagsStatus: 'failed', imageStatus: 'failed' });
    await until(async () => alice.events.filter((e) => e.type === 'recipe.notice').length === 2);
    expect(alice.events.filter((e) => e.type === 'recipe.notice')).toEqual([
      { type: 'recipe.notice', recipeId: row.id, message: ENRICHMENT_NOTICES.tags },
      { type: 'recipe.notice', recipeId: row.id, message: ENRICHMENT_NOTICES.image },
    ]);
  });

  it('does not let a user reach another user’s recipe through a forged payload', async () => {
    const row = await pending();
    await handlers['recipe.tags']!.run({ recipeId: row.id, userId: 'someone-else' }, context);
    expect((await rowOf(row.id))!.tagsStatus).toBe('pending');
  });
});

describe('enrichment with a model and S3 storage', () => {
  let t: TestAppWithModel;
  let fake: FakeLlmServer;
  let s3: LocalS3;
  let alice: TestUser;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({
      jobs: FAST_JOBS,
      fakeModel: { behaviour: { title: '["Cold Outreach", "email", "B2B sales"]' } },
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    fake = t.fake;
    alice = await signUp(t, 'alice-model@example.com');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("merges the model's tags with the marketplace generator's and stores the cover in the bucket", async () => {
    fake.reset({ title: '["Cold Outreach", "email", "B2B sales"]' });
    const saved = await saveWithEnrichment(t, alice.id);
    const recipe = await settled(t, alice, saved.id);
    expect(recipe.tags.slice(0, 3)).toEqual(['cold outreach', 'email', 'b2b sales']);
    expect(recipe.tags).toContain('marketing');
    const key = `recipeImages/${alice.id}/${saved.id}.png`;
    const stored = (await s3.read(key))!.body;
    expect(stored.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = await call(t, alice, 'GET', recipe.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, stored)).toBe(0);
  });

  it('retries tags after a model failure', async () => {
    fake.reset({ status: 500 });
    const saved = await saveWithEnrichment(t, alice.id);
    const key = `recipe.tags:${saved.id}`;
    await until(async () => {
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
      return job && job.attempts >= 1 && job.lastError ? job : null;
    });
    fake.reset({ title: 'retry-tag, second-tag' });
    const recipe = await settled(t, alice, saved.id);
    expect(recipe.tagsStatus).toBe('done');
    expect(recipe.tags).toEqual(expect.arrayContaining(['retry-tag', 'second-tag']));
    // The runner marks the job done just after its handler has written the recipe.
    const job = await until(async () => {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
      return row?.status === 'done' ? row : null;
    });
    expect(job.attempts).toBeGreaterThanOrEqual(2);
  });

  it('gives up after the last attempt: tags failed, an info notice, the cover still made', async () => {
    fake.reset({ status: 500 });
    alice.events.length = 0;
    const saved = await saveWithEnrichment(t, alice.id);
    const recipe = await settled(t, alice, saved.id);
    expect(recipe.tagsStatus).toBe('failed');
    expect(recipe.imageStatus).toBe('done');
    await until(async () => alice.events.some((e) => e.type === 'recipe.notice' && e.recipeId === saved.id));
    expect(alice.events.find((e) => e.type === 'recipe.notice')).toEqual({
      type: 'recipe.notice',
      recipeId: saved.id,
      message: ENRICHMENT_NOTICES.tags,
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, `recipe.tags:${saved.id}`)));
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    expect(
      (await buffer((await t.app.storage.get(`recipeImages/${alice.id}/${saved.id}.png`))!.body)).length,
    ).toBeGreaterThan(0);
  });
});

describe('enrichment across a restart (the same database, a new job runner)', () => {
  let t: TestApp;
  let alice: TestUser;
  const runners: JobRunner[] = [];
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    // No runner of the app's own: each test plays the process before and after the restart.
    t = await createTestApp({ jobs: false, env: { PUBLIC_URL: ORIGIN } });
    alice = await signUp(t, 'alice-restart@example.com');
  });
  // Each test's runners end with it, or they would take the next test's jobs.
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(() => t.close());

  /** The real tag and cover handlers, counting the runs that reach them. */
  function countedHandlers() {
    const runs: Record<string, number> = { 'recipe.tags': 0, 'recipe.image': 0 };
    const real = enrichmentHandlers({
      db: t.database.db,
      bus: t.bus,
      log,
      storage: t.app.storage,
      models: createModelResolver(t.env),
    });
    const handlers: JobHandlers = {};
    for (const type of ['recipe.tags', 'recipe.image'] as const) {
      const handler = real[type] as JobHandler<JobType>;
      (handlers as Record<string, JobHandler<JobType>>)[type] = {
        ...handler,
        run: async (payload, context) => {
          runs[type] = (runs[type] ?? 0) + 1;
          await handler.run(payload, context);
        },
      };
    }
    return { runs, handlers };
  }

  function newRunner(
    handlers: JobHandlers,
    options: { leaseMs?: number; stopGraceMs?: number; concurrency?: number } = {},
  ) {
    const runner = new JobRunner({ db: t.database.db, bus: t.bus, log }, handlers, {
      ...FAST_JOBS,
      ...options,
    });
    runners.push(runner);
    return runner;
  }

  const jobRowsOf = (recipeId: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.key, [`recipe.tags:${recipeId}`, `recipe.image:${recipeId}`]));

  /** After the new runner: both parts once, both jobs done once, the cover on disk and served. */
  async function expectEnrichedOnce(recipeId: string, runs: Record<string, number>) {
    const recipe = await settled(t, alice, recipeId);
    // A replay would show up here: give a second run the time it would need.
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toEqual({ 'recipe.tags': 1, 'recipe.image': 1 });

    const rows = await jobRowsOf(recipeId);
    expect(rows.map((j) => j.type).sort()).toEqual(['recipe.image', 'recipe.tags']);
    for (const row of rows) expect(row, row.type).toMatchObject({ status: 'done', attempts: 2 });

    expect(recipe).toMatchObject({ tagsStatus: 'done', imageStatus: 'done' });
    expect(recipe.tags.length).toBeGreaterThan(0);
    expect(new Set(recipe.tags.map((tag) => tag.toLowerCase())).size).toBe(recipe.tags.length);
    expect(recipe.imageUrl).toBe(`/api/recipes/${recipeId}/image?v=1`);
    expect(await t.app.storage.exists(recipeImageKey(alice.id, recipeId))).toBe(true);
    const image = await call(t, alice, 'GET', recipe.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  }

  it('finishes tags and cover exactly once when the process holding them died (leases expire)', async () => {
    const saved = await saveWithEnrichment(t, alice.id);
    // The first process claims both jobs and dies before finishing either: only the leases remain.
    const dead = new JobRunner({ db: t.database.db, bus: t.bus, log }, countedHandlers().handlers, {
      leaseMs: 400,
    });
    const claimed = [await dead.claim(), await dead.claim()];
    expect(claimed.map((job) => job?.type).sort()).toEqual(['recipe.image', 'recipe.tags']);
    expect(await call(t, alice, 'GET', `/api/recipes/${saved.id}`).then((r) => r.json())).toMatchObject({
      tagsStatus: 'pending',
      imageStatus: 'pending',
    });

    const { runs, handlers } = countedHandlers();
    newRunner(handlers).start();
    await expectEnrichedOnce(saved.id, runs);

    // Were the first process only slow, its late runs could not record anything over the new ones.
    for (const job of claimed) await dead.execute(job!);
    for (const row of await jobRowsOf(saved.id)) expect(row).toMatchObject({ status: 'done', attempts: 2 });
    const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, saved.id));
    expect(row!.imageVersion).toBe(1);
  });

  it('finishes them exactly once when the runner is stopped while they run', async () => {
    const saved = await saveWithEnrichment(t, alice.id);
    // The first process is shutting down mid-job: its handlers only end when aborted.
    let started = 0;
    const hanging: JobHandler<JobType> = {
      run: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started += 1;
          context.signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    };
    const first = newRunner(
      { 'recipe.tags': hanging, 'recipe.image': hanging },
      { stopGraceMs: 50, concurrency: 2 },
    );
    first.start();
    await until(async () => started === 2);
    await first.stop();
    for (const row of await jobRowsOf(saved.id)) expect(row).toMatchObject({ status: 'queued', attempts: 1 });

    const { runs, handlers } = countedHandlers();
    newRunner(handlers).start();
    await wakeJobs(t.bus);
    await expectEnrichedOnce(saved.id, runs);
  });
});
