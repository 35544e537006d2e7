import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyListing } from '@shared/contracts/marketplace-publish';
import { PUBLISH_MESSAGES } from '@shared/contracts/marketplace-publish';
import { renderErrorText } from '@shared/errors/error-table';
import {
  chats,
  creatorProfiles,
  jobs,
  listings,
  listingVersions,
  messages,
  notifications,
  recipes,
} from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { multipartBody } from '../../test/multipart';
import type { LightMyRequestResponse } from 'fastify';
import { userTopic } from '../../realtime/user-channel';
import { signUp as signUpUser } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validateListingVersion } from './listing-validation-job';
import { grantOwnership, readyPaymentAccount, SAMPLE_RECIPE, seedListing } from './marketplace-test-kit';

/**
 * Publishing and the Recipe Manager over the real API (PGlite, disk storage, real sharp). The job
 * runner is off: the tests run the validation job's handler themselves, for each version.
 */
const ORIGIN = 'http://localhost:3971';

interface TestUser {
  id: string;
  session: HttpSession;
  events: Array<{ type: string; [key: string]: unknown }>;
}

/** A verified user whose live events the test collects. */
async function signUp(app: TestApp, email: string): Promise<TestUser> {
  const { id, session } = await signUpUser(app, email);
  const events: TestUser['events'] = [];
  app.bus.subscribe(userTopic(id), (data) => events.push(data as TestUser['events'][number]));
  return { id, session, events };
}

function call(
  app: TestApp,
  who: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: who.session.cookieHeader },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let cat: TestUser;
const db = () => t.database.db;
const log = pino({ level: 'silent' });
/** Mail is the notifications' own test; here the in-app notice is what is looked at. */
const mailer: Mailer = { kind: 'outbox', async send() {}, close() {} };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  ada = await signUp(t, 'ada-publish@example.com');
  bob = await signUp(t, 'bob-publish@example.com');
  cat = await signUp(t, 'cat-publish@example.com');
  await readyPaymentAccount(db(), ada.id);
}, 60_000);
afterAll(() => t.close());

async function galleryRecipe(who: TestUser, content = SAMPLE_RECIPE, extra: Record<string, unknown> = {}) {
  const res = await call(t, who, 'POST', '/api/recipes', {
    title: 'Weekly Review Ritual',
    description: 'My own words about it',
    content,
    tags: ['Planning', ' review ', 'planning'],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const publish = (who: TestUser, body: unknown) => call(t, who, 'POST', '/api/marketplace/listings', body);
const mine = async (who: TestUser): Promise<MyListing[]> => {
  const res = await call(t, who, 'GET', '/api/marketplace/my-listings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const rowOf = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0];
const versionsOf = (id: string) =>
  db()
    .select()
    .from(listingVersions)
    .where(eq(listingVersions.listingId, id))
    .orderBy(listingVersions.version);
const jobsOf = (id: string) =>
  db()
    .select({ key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, 'listing.validate'), sql`${jobs.payload}->>'listingId' = ${id}`))
    .orderBy(jobs.key);
const runJob = async (listingId: string) => {
  const row = await rowOf(listingId);
  await validateListingVersion(
    { db: db(), bus: t.bus, log, notify: { database: t.database, bus: t.bus, log, mailer, env: t.env } },
    { listingId, version: row?.version ?? 0 },
  );
  return rowOf(listingId);
};
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('POST /api/marketplace/listings (gallery and chat)', () => {
  it('takes a snapshot, pending, with its version row and validation job; the job publishes it', async () => {
    const recipeId = await galleryRecipe(ada);
    const res = await publish(ada, { recipeId, priceCents: 499 });
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json() as MyListing;
    expect(listing).toMatchObject({
      title: 'Weekly Review Ritual',
      // The goal extracted from the content, not the recipe's own description.
      description: 'Close every week with a calm, complete review of work and plans.',
      goal: 'Close every week with a calm, complete review of work and plans.',
      tags: ['planning', 'review'],
      priceCents: 499,
      status: 'pending',
      validationStatus: 'unchecked',
      validationReasons: [],
      version: 1,
      recipeId,
    });
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ category: 'general', creatorName: 'ada-publish', publishedAt: null });
    expect((await versionsOf(listing.id)).map((v) => v.version)).toEqual([1]);
    expect(await jobsOf(listing.id)).toEqual([
      { key: `listing.validate:${listing.id}:1`, payload: { listingId: listing.id, version: 1 } },
    ]);

    const after = await runJob(listing.id);
    expect(after).toMatchObject({ status: 'published', validationStatus: 'valid', validationReasons: [] });
    // The creator is told it went live, once (a replay below adds nothing).
    const notices = () => db().select().from(notifications).where(eq(notifications.subjectId, listing.id));
    expect(await notices()).toMatchObject([
      {
        userId: ada.id,
        type: 'moderation',
        params: { recipeTitle: 'Weekly Review Ritual', decision: 'approved' },
        link: `/marketplace/recipe/${listing.id}`,
      },
    ]);
    expect(after?.publishedAt).toBeInstanceOf(Date);
    await eventually(() =>
      ada.events.some((e) => e.type === 'listing.updated' && e.listingId === listing.id),
    );
    // Replayed: nothing changes.
    await runJob(listing.id);
    expect((await rowOf(listing.id))?.publishedAt?.getTime()).toBe(after?.publishedAt?.getTime());
    expect(await notices()).toHaveLength(1);
  });

  it('the creator name is the display name, else the e-mail; a creator profile is written', async () => {
    const named = await publish(cat, { recipeId: await galleryRecipe(cat), priceCents: 0 });
    expect((await rowOf(named.json().id))?.creatorName).toBe('cat-publish');
    await db().execute(sql`update "user" set name = '' where id = ${cat.id}`);
    await db().execute(sql`update profiles set display_name = '' where id = ${cat.id}`);
    const res = await publish(cat, {
      recipeId: await galleryRecipe(cat, SAMPLE_RECIPE.replace('Weekly', 'Other')),
      priceCents: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowOf(res.json().id))?.creatorName).toBe('cat-publish@example.com');
    const profile = await db().select().from(creatorProfiles).where(eq(creatorProfiles.userId, cat.id));
    expect(profile).toHaveLength(1);
  });

  it('is a snapshot: editing or deleting the gallery recipe later changes nothing in the listing', async () => {
    const recipeId = await galleryRecipe(ada, SAMPLE_RECIPE.replace('Weekly Review', 'Snapshot Review'));
    const listing = (await publish(ada, { recipeId, priceCents: 0 })).json() as MyListing;
    const edit = await call(t, ada, 'PATCH', `/api/recipes/${recipeId}`, {
      title: 'Changed',
      content: 'Changed content',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({
      title: 'Weekly Review Ritual',
      content: listing.content,
    });
    expect((await call(t, ada, 'DELETE', `/api/recipes/${recipeId}`)).statusCode).toBe(204);
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ content: listing.content, recipeId: null });
  });

  it('copies the recipe cover into the listing’s own storage and serves it with cache headers', async () => {
    const recipeId = await galleryRecipe(ada, SAMPLE_RECIPE.replace('Weekly Review', 'Covered Review'));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const coverKey = `recipeImages/${ada.id}/${recipeId}.png`;
    await t.app.storage.put(coverKey, png, 'image/png');
    await db().update(recipes).set({ imageKey: coverKey, imageVersion: 1 }).where(eq(recipes.id, recipeId));
    const listing = (await publish(ada, { recipeId, priceCents: 0 })).json() as MyListing;
    expect(listing.imageUrl).toBe(`/api/marketplace/listings/${listing.id}/image?v=1`);
    const row = await rowOf(listing.id);
    expect(row?.imageKey).toMatch(new RegExp(`^marketplace-images/listings/${listing.id}/`));
    // The cover goes away; the listing's copy stays.
    await t.app.storage.delete(coverKey);
    // Pending: only its creator sees it.
    expect((await t.app.inject({ url: listing.imageUrl ?? '' })).statusCode).toBe(404);
    const own = await call(t, ada, 'GET', listing.imageUrl ?? '');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    await runJob(listing.id);
    const pub = await t.app.inject({ url: listing.imageUrl ?? '' });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['content-type']).toBe('image/png');
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pub.rawPayload.equals(png)).toBe(true);
  });

  it('publishing the same recipe again republishes its listing (200, version 2) instead of a duplicate', async () => {
    const recipeId = await galleryRecipe(ada, SAMPLE_RECIPE.replace('Weekly Review', 'Twice Review'));
    const first = (await publish(ada, { recipeId, priceCents: 0 })).json() as MyListing;
    await runJob(first.id);
    const again = await publish(ada, { recipeId, priceCents: 299 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, version: 2, priceCents: 299, status: 'pending' });
    const rows = await db().select().from(listings).where(eq(listings.recipeId, recipeId));
    expect(rows).toHaveLength(1);
    expect((await versionsOf(first.id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('from a chat reply: saved into the gallery first, then published; the chat is remembered', async () => {
    const chatId = randomUUID();
    const messageId = randomUUID();
    await db().insert(chats).values({ id: chatId, userId: ada.id, title: 'A chat' });
    await db().insert(messages).values({
      id: messageId,
      chatId,
      userId: ada.id,
      role: 'assistant',
      status: 'complete',
      content: SAMPLE_RECIPE,
    });
    const res = await publish(ada, { messageId, priceCents: 999 });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row?.chatId).toBe(chatId);
    const [saved] = await db().select().from(recipes).where(eq(recipes.originalMessageId, messageId));
    expect(saved?.id).toBe(row?.recipeId);
    // The same reply again: the same recipe, so the same listing.
    const again = await publish(ada, { messageId, priceCents: 999 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(row?.id);
  });

  it('a chat reply that is not a recipe, or someone else’s message, is refused and writes nothing', async () => {
    const chatId = randomUUID();
    const messageId = randomUUID();
    await db().insert(chats).values({ id: chatId, userId: bob.id, title: 'Bob' });
    await db().insert(messages).values({
      id: messageId,
      chatId,
      userId: bob.id,
      role: 'assistant',
      status: 'complete',
      content: 'Hi there!',
    });
    const notRecipe = await publish(bob, { messageId, priceCents: 0 });
    expect(notRecipe.statusCode).toBe(400);
    expect(messageOf(notRecipe)).toBe(renderErrorText('recipe.notARecipe'));
    const foreign = await publish(ada, { messageId, priceCents: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(await mine(bob)).toEqual([]);
  });

  it('a paid price without a payment account that can take payments is refused with the info message', async () => {
    const recipeId = await galleryRecipe(bob);
    const res = await publish(bob, { recipeId, priceCents: 499 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ key: 'listing.paymentAccountRequired' });
    expect(messageOf(res)).toBe(renderErrorText('listing.paymentAccountRequired'));
    expect(await mine(bob)).toEqual([]);
    // Free is fine.
    expect((await publish(bob, { recipeId, priceCents: 0 })).statusCode).toBe(201);
  });

  it('bad prices and bodies: a clear message each, nothing written', async () => {
    const recipeId = await galleryRecipe(cat);
    const cases: Array<[unknown, string]> = [
      [-100, PUBLISH_MESSAGES.priceNegative],
      [4.5, PUBLISH_MESSAGES.priceWholeCents],
      [10_000_000, PUBLISH_MESSAGES.priceTooHigh],
      [50, PUBLISH_MESSAGES.priceTooLow],
      ['abc', PUBLISH_MESSAGES.priceNotNumber],
      [null, PUBLISH_MESSAGES.priceNotNumber],
    ];
    const before = (await mine(cat)).length;
    for (const [priceCents, message] of cases) {
      const res = await publish(cat, { recipeId, priceCents });
      expect(res.statusCode, String(priceCents)).toBe(400);
      expect(messageOf(res)).toContain(message);
    }
    const neither = await publish(cat, { priceCents: 0 });
    expect(messageOf(neither)).toContain(PUBLISH_MESSAGES.sourceRequired);
    const both = await publish(cat, { recipeId, messageId: 'm', priceCents: 0 });
    expect(both.statusCode).toBe(400);
    expect((await mine(cat)).length).toBe(before);
  });

  it('someone else’s gallery recipe is "Recipe not found"', async () => {
    const recipeId = await galleryRecipe(bob);
    const res = await publish(ada, { recipeId, priceCents: 0 });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Recipe not found');
  });

  it('signed out: "Please sign in to share recipes."', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/listings',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { recipeId: 'x', priceCents: 0 },
    });
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('Please sign in to share recipes.');
  });
});

describe('the validation job', () => {
  it('an invalid listing stays pending with reasons the creator sees', async () => {
    const recipeId = await galleryRecipe(cat, 'Just a note about planning with no structure at all.');
    const listing = (await publish(cat, { recipeId, priceCents: 0 })).json() as MyListing;
    const row = await runJob(listing.id);
    expect(row).toMatchObject({ status: 'pending', validationStatus: 'invalid', publishedAt: null });
    expect(row?.validationReasons).toEqual([
      { key: 'listing.reason.noGoal' },
      { key: 'listing.reason.noSteps' },
    ]);
    const [item] = (await mine(cat)).filter((l) => l.id === listing.id);
    expect(item?.validationReasons).toEqual(row?.validationReasons);
    // Replayed: the same verdict, nothing else.
    expect((await runJob(listing.id))?.validationReasons).toEqual(row?.validationReasons);
  });

  it('a paid listing whose creator cannot take payments (any more) stays pending', async () => {
    const seeded = await seedListing(db(), { creatorId: bob.id, status: 'pending', priceCents: 499 });
    const row = await runJob(seeded.id);
    expect(row?.status).toBe('pending');
    expect(row?.validationReasons).toEqual([{ key: 'listing.reason.paymentsNotReady' }]);
  });

  it('a price out of range and over-long fields are reasons too', async () => {
    const seeded = await seedListing(db(), {
      creatorId: ada.id,
      status: 'pending',
      priceCents: 50,
      title: 'x'.repeat(201),
      description: 'y'.repeat(501),
    });
    const row = await runJob(seeded.id);
    expect(row?.validationReasons).toEqual([
      { key: 'listing.reason.titleTooLong', params: { max: 200 } },
      { key: 'listing.reason.descriptionTooLong', params: { max: 500 } },
      { key: 'listing.reason.invalidPrice' },
    ]);
  });

  it('a job for an older version, or for a listing no longer pending, does nothing', async () => {
    const recipeId = await galleryRecipe(ada, SAMPLE_RECIPE.replace('Weekly Review', 'Stale Review'));
    const listing = (await publish(ada, { recipeId, priceCents: 0 })).json() as MyListing;
    await call(t, ada, 'POST', `/api/marketplace/listings/${listing.id}/publish`);
    await validateListingVersion({ db: db(), bus: t.bus, log }, { listingId: listing.id, version: 1 });
    expect(await rowOf(listing.id)).toMatchObject({
      version: 2,
      status: 'pending',
      validationStatus: 'unchecked',
    });
    // Unpublished before its job ran: the job leaves it a draft.
    await call(t, ada, 'POST', `/api/marketplace/listings/${listing.id}/unpublish`);
    expect((await runJob(listing.id))?.status).toBe('draft');
  });
});

describe('POST /api/marketplace/listings/drafts', () => {
  const draft = (body: Record<string, unknown>, who = cat) =>
    call(t, who, 'POST', '/api/marketplace/listings/drafts', {
      title: 'My draft',
      content: SAMPLE_RECIPE,
      description: 'A description',
      priceCents: 999,
      category: 'optimization',
      tags: ['AI', ' ai ', 'Prompts', ''],
      ...body,
    });

  it('saves the form as a draft, tags lowercased and deduplicated, no job', async () => {
    const res = await draft({});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      tags: ['ai', 'prompts'],
      category: 'optimization',
      version: 1,
    });
    expect(await jobsOf(res.json().id)).toEqual([]);
    expect((await versionsOf(res.json().id)).map((v) => v.version)).toEqual([1]);
  });

  it('every message of the publish page', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'Title is required'],
      [{ content: ' ' }, 'Recipe content is required'],
      [{ category: '' }, 'Category is required'],
      [{ priceCents: 0 }, 'Price must be a positive number'],
      [{ priceCents: -5 }, PUBLISH_MESSAGES.priceNegative],
      [{ title: 'x'.repeat(201) }, PUBLISH_MESSAGES.titleTooLong],
      [{ description: 'x'.repeat(501) }, PUBLISH_MESSAGES.descriptionTooLong],
      [{ category: 'cooking' }, PUBLISH_MESSAGES.categoryUnknown],
    ];
    for (const [body, message] of cases) {
      const res = await draft(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(res)).toContain(message);
    }
  });

  it('HTML in the title is stored as text, as it was typed', async () => {
    const title = '<script>alert(1)</script><b>Bold</b>';
    const res = await draft({ title });
    expect(res.json().title).toBe(title);
  });

  it('signed out: the publish page’s words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/listings/drafts',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(messageOf(res)).toBe('You must be logged in to publish a recipe');
  });

  it('an uploaded image: checked, re-encoded, attached by id; a foreign or made-up id is refused', async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ name: 'photo.png', type: 'image/png', data: png }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace/images',
      headers: {
        ...headers,
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: cat.session.cookieHeader,
      },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const { imageId } = up.json();
    const res = await draft({ imageId });
    expect(res.statusCode, res.body).toBe(201);
    const image = await call(t, cat, 'GET', res.json().imageUrl);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);
    // Bob cannot attach Cat's upload, nor a made-up one.
    expect(messageOf(await draft({ imageId }, bob))).toBe(renderErrorText('listing.imageNotFound'));
    expect((await draft({ imageId: '../../etc/passwd' })).statusCode).toBe(404);
  });

  it('an upload that is not an image, or no file, is refused', async () => {
    const send = (files: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(files);
      return t.app.inject({
        method: 'POST',
        url: '/api/marketplace/images',
        headers: {
          ...headers,
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
          cookie: cat.session.cookieHeader,
        },
        payload,
      });
    };
    const fake = await send([{ name: 'x.png', type: 'image/png', data: '<svg onload=alert(1)>' }]);
    expect(fake.statusCode).toBe(415);
    expect(messageOf(fake)).toBe(renderErrorText('listing.imageUnreadable'));
    const none = await send([{ field: 'other', name: 'x.png', data: 'x' }]);
    expect(messageOf(none)).toBe(renderErrorText('listing.imageRequired'));
  });
});

describe('the Recipe Manager', () => {
  let listingId: string;
  let recipeId: string;

  beforeAll(async () => {
    recipeId = await galleryRecipe(ada, SAMPLE_RECIPE.replace('Weekly Review', 'Managed Review'));
    listingId = ((await publish(ada, { recipeId, priceCents: 299 })).json() as MyListing).id;
    await runJob(listingId);
  });

  it('lists the user’s own listings, newest first, with goal, status and counts', async () => {
    const items = await mine(ada);
    expect(items[0]?.id).toBe(listingId);
    expect(items[0]).toMatchObject({ status: 'published', validationStatus: 'valid', purchaseCount: 0 });
    expect((await mine(bob)).some((l) => l.id === listingId)).toBe(false);
    const noGoal = await seedListing(db(), { creatorId: cat.id, content: 'plain text', description: '  ' });
    expect((await mine(cat)).find((l) => l.id === noGoal.id)?.goal).toBeNull();
  });

  it('editing a published listing takes a new version and validates again; the old version row stays', async () => {
    const res = await call(t, ada, 'PATCH', `/api/marketplace/listings/${listingId}`, {
      title: 'Renamed',
      priceCents: 499,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed', priceCents: 499, version: 2, status: 'pending' });
    const versions = await versionsOf(listingId);
    expect(versions.map((v) => [v.version, v.title])).toEqual([
      [1, 'Weekly Review Ritual'],
      [2, 'Renamed'],
    ]);
    expect((await runJob(listingId))?.status).toBe('published');
  });

  it('editing a draft stays a draft, in place', async () => {
    const d = await seedListing(db(), { creatorId: ada.id, status: 'draft' });
    const res = await call(t, ada, 'PATCH', `/api/marketplace/listings/${d.id}`, { tags: ['B', 'b', 'a'] });
    expect(res.json()).toMatchObject({ status: 'draft', version: 1, tags: ['b', 'a'] });
    const empty = await call(t, ada, 'PATCH', `/api/marketplace/listings/${d.id}`, {});
    expect(messageOf(empty)).toContain(PUBLISH_MESSAGES.nothingToUpdate);
  });

  it('republish takes a fresh snapshot of the gallery recipe, bumps the version and keeps the old row', async () => {
    await call(t, ada, 'PATCH', `/api/recipes/${recipeId}`, {
      content: SAMPLE_RECIPE.replace('Weekly Review', 'Managed Review').replace(
        'calm, complete',
        'short, honest',
      ),
    });
    const before = await rowOf(listingId);
    const res = await call(t, ada, 'POST', `/api/marketplace/listings/${listingId}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe((before?.version ?? 0) + 1);
    expect(res.json().goal).toBe('Close every week with a short, honest review of work and plans.');
    expect((await versionsOf(listingId)).length).toBe(res.json().version);
    expect((await runJob(listingId))?.status).toBe('published');
  });

  it('unpublish returns it to draft; publish again validates it back', async () => {
    const res = await call(t, ada, 'POST', `/api/marketplace/listings/${listingId}/unpublish`);
    expect(res.json().status).toBe('draft');
    expect((await t.app.inject({ url: `/api/marketplace/listings/${listingId}/image` })).statusCode).toBe(
      404,
    );
    await call(t, ada, 'POST', `/api/marketplace/listings/${listingId}/publish`);
    expect((await runJob(listingId))?.status).toBe('published');
  });

  it('someone else’s listing is "Recipe not found" (404) for every operation, and nothing changes', async () => {
    const before = await rowOf(listingId);
    const attempts = [
      call(t, bob, 'PATCH', `/api/marketplace/listings/${listingId}`, { title: 'Mine now' }),
      call(t, bob, 'POST', `/api/marketplace/listings/${listingId}/publish`),
      call(t, bob, 'POST', `/api/marketplace/listings/${listingId}/unpublish`),
      call(t, bob, 'DELETE', `/api/marketplace/listings/${listingId}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('Recipe not found');
    }
    expect(await rowOf(listingId)).toEqual(before);
  });

  it('delete is soft: gone from the manager, refused afterwards, owners keep it', async () => {
    await grantOwnership(db(), listingId, bob.id, 499);
    const res = await call(t, ada, 'DELETE', `/api/marketplace/listings/${listingId}`);
    expect(res.statusCode).toBe(204);
    expect((await mine(ada)).some((l) => l.id === listingId)).toBe(false);
    expect((await rowOf(listingId))?.deletedAt).toBeInstanceOf(Date);
    expect((await call(t, ada, 'DELETE', `/api/marketplace/listings/${listingId}`)).statusCode).toBe(404);
    expect((await call(t, ada, 'POST', `/api/marketplace/listings/${listingId}/publish`)).statusCode).toBe(
      404,
    );
    await eventually(
      () => ada.events.filter((e) => e.type === 'listing.updated' && e.listingId === listingId).length >= 5,
    );
  });
});

describe('GET /api/payments/account-status', () => {
  it('reads the payment account', async () => {
    const ready = await call(t, ada, 'GET', '/api/payments/account-status');
    expect(ready.json()).toEqual({ hasAccount: true, onboardingCompleted: true, payoutEnabled: true });
    const none = await call(t, bob, 'GET', '/api/payments/account-status');
    expect(none.json()).toEqual({ hasAccount: false, onboardingCompleted: false, payoutEnabled: false });
  });
});
