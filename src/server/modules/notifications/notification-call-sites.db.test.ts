import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@shared/contracts/marketplace-community';
import { checkouts, jobs, notifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { handlePaymentEvent } from '../../payments/fulfilment';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, purchases), not its code.
import { grantOwnership, seedListing } from '../marketplace/marketplace-test-kit';
import { notificationJobHandlers } from './notification-jobs';

/** The features that tell a user something happened: a sale, a review, a reply to a comment. */

const ORIGIN = 'http://localhost:3993';
let t: TestApp;
let creator: SignedUpUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
const mailer: Mailer = { kind: 'outbox', async send() {}, close() {} };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  creator = await signUp(t, 'creator-callsites@example.com', { ip: '10.93.0.1' });
  alice = await signUp(t, 'alice-callsites@example.com', { ip: '10.93.0.2' });
  bob = await signUp(t, 'bob-callsites@example.com', { ip: '10.93.0.3' });
}, 180_000);
afterAll(() => t.close());
afterEach(async () => {
  await db().delete(notifications);
});

const db = () => t.database.db;
const noticesOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

describe('call sites', () => {
  it('a review tells the listing’s creator who rated what', async () => {
    const listing = await seedListing(db(), { creatorId: creator.id, title: 'Calm Mornings' });
    await grantOwnership(db(), listing.id, bob.id);
    const res = await bob.session.post(`/api/marketplace/listings/${listing.id}/reviews`, {
      rating: 4,
      comment: 'Works well',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [notice, ...more] = await noticesOf(creator.id);
    expect(more).toHaveLength(0);
    expect(notice!.type).toBe('review');
    expect(notice!.params).toMatchObject({ recipeTitle: 'Calm Mornings', rating: 4 });
    expect(typeof notice!.params.reviewerName).toBe('string');
    expect(notice!.link).toBe(`/marketplace/recipe/${listing.id}`);
    expect(await noticesOf(bob.id)).toHaveLength(0);
  });

  it('a reply tells the parent comment’s author, and replying to oneself tells no one', async () => {
    const listing = await seedListing(db(), { creatorId: creator.id, title: 'Evening Plan' });
    const url = `/api/marketplace/listings/${listing.id}/comments`;
    const parent = (await alice.session.post(url, { content: 'Does this scale?' })).json() as Comment;
    expect(await noticesOf(alice.id)).toHaveLength(0);

    const reply = await bob.session.post(url, { content: 'It does, nicely.', parentCommentId: parent.id });
    expect(reply.statusCode, reply.body).toBe(201);
    const [notice, ...more] = await noticesOf(alice.id);
    expect(more).toHaveLength(0);
    expect(notice!.type).toBe('comment_reply');
    expect(notice!.params).toMatchObject({ recipeTitle: 'Evening Plan', preview: 'It does, nicely.' });

    await db().delete(notifications);
    const own = await alice.session.post(url, { content: 'Thanks!', parentCommentId: parent.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(await noticesOf(alice.id)).toHaveLength(0);
  });

  it('a paid checkout queues the creator’s sale notice with the sale, once, and its job writes it', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Deep Work Sprint',
      priceCents: 900,
    });
    const sessionId = `cs_local_${randomUUID()}`;
    await db().insert(checkouts).values({
      id: randomUUID(),
      listingId: listing.id,
      buyerId: bob.id,
      amountCents: 900,
      feeCents: 180,
      provider: 'local',
      providerSessionId: sessionId,
    });
    const event = {
      kind: 'checkout.paid' as const,
      eventId: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      createdAt: new Date(),
      providerSessionId: sessionId,
      providerPaymentId: 'pi_test',
    };
    expect(await handlePaymentEvent(db(), 'local', event)).toBe('fulfilled');
    expect(await handlePaymentEvent(db(), 'local', event)).toBe('replayed');
    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'notifications.sale')));
    expect(queued).toHaveLength(1);

    const handler = notificationJobHandlers({
      database: t.database,
      bus: t.bus,
      log: t.app.log,
      mailer,
      env: t.env,
    })['notifications.sale']!;
    const run = () =>
      handler.run(queued[0]!.payload as never, {
        id: queued[0]!.id,
        attempt: 1,
        maxAttempts: 5,
        signal: new AbortController().signal,
      });
    await run();
    await run(); // a retried job brings the same notice up to date, it adds none
    const [notice, ...more] = await noticesOf(creator.id);
    expect(more).toHaveLength(0);
    expect(notice!.type).toBe('sale');
    expect(notice!.params).toEqual({ recipeTitle: 'Deep Work Sprint', amountCents: 900 });
    expect(notice!.link).toBe('/creator/analytics');
  });
});
