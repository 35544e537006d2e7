import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment, CommentsPage, LikeResult, RepliesPage } from '@shared/contracts/marketplace-community';
import { commentFlags, commentLikes, comments, user } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authorNameOf } from './creator-profiles.queries';
import { grantOwnership, seedListing } from './marketplace-test-kit';

const ORIGIN = 'http://localhost:3978';
let t: TestApp;
let creator: SignedUpUser;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  creator = await signUp(t, 'creator-comments@example.com', { ip: '10.73.0.1' });
  alice = await signUp(t, 'alice-comments@example.com', { ip: '10.73.0.2' });
  bob = await signUp(t, 'bob-comments@example.com', { ip: '10.73.0.3' });
}, 180_000);
afterAll(() => t.close());
// Each test starts with no recent comments, so only the rate limit's own test meets the limit
// (every comment moves back equally: the order of threads and replies is kept).
beforeEach(async () => {
  await db()
    .update(comments)
    .set({ createdAt: sql`${comments.createdAt} - interval '2 minutes'` });
});

const db = () => t.database.db;
const listingUrl = (id: string) => `/api/marketplace/listings/${id}/comments`;
const commentUrl = (id: string, action = '') => `/api/marketplace/comments/${id}${action}`;
const newListing = (status: 'draft' | 'pending' | 'published' = 'published') =>
  seedListing(db(), { creatorId: creator.id, status });

function patch(session: HttpSession, url: string, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(session.hasCookies() ? { cookie: session.cookieHeader } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

async function post(session: HttpSession, listingId: string, content: string, parentCommentId?: string) {
  const res = await session.post(listingUrl(listingId), {
    content,
    ...(parentCommentId ? { parentCommentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Comment;
}

/** Comments written straight into the table (a page of 25 would trip the rate limit through the API). */
async function seedComments(listingId: string, n: number, parentId: string | null = null, userId = bob.id) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = `${parentId ?? listingId}-c${i}`;
    await db()
      .insert(comments)
      .values({
        id,
        listingId,
        userId,
        parentId,
        content: `Comment number ${i}`,
        createdAt: sql`now() - make_interval(secs => ${n - i})`,
      });
    ids.push(id);
  }
  if (parentId)
    await db()
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + ${n}` })
      .where(eq(comments.id, parentId));
  return ids;
}

const page = async (session: HttpSession, listingId: string, cursor?: string) =>
  (await session.get(`${listingUrl(listingId)}${cursor ? `?cursor=${cursor}` : ''}`)).json() as CommentsPage;

describe('comments', () => {
  it('posts a trimmed comment with its author, and lists it for visitors too', async () => {
    const listing = await newListing();
    const comment = await post(alice.session, listing.id, '   A calm ritual, thank you.   ');
    expect(comment).toMatchObject({
      userId: alice.id,
      userName: await authorNameOf(db(), alice.id),
      userAvatar: null,
      content: 'A calm ritual, thank you.',
      isEdited: false,
      isDeleted: false,
      likes: 0,
      likedByMe: false,
      replyCount: 0,
      parentCommentId: null,
      moderationStatus: 'visible',
    });
    const visitor = await page(t.session('10.73.0.9'), listing.id);
    expect(visitor.items).toEqual([
      { comment: { ...comment }, replies: [], hasMoreReplies: false, repliesCursor: null },
    ]);
  });

  it('gives every §5 message, and writes nothing for bad input', async () => {
    const listing = await newListing();
    const cases = [
      ['', 'Comment cannot be empty'],
      ['     ', 'Comment cannot be empty'],
      [' ab ', 'Comment must be at least 3 characters long'],
      ['x'.repeat(1001), 'Comment must be less than 1000 characters'],
      ['x'.repeat(10_000), 'Comment must be less than 1000 characters'],
    ] as const;
    for (const [content, message] of cases) {
      const res = await alice.session.post(listingUrl(listing.id), { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const body of [{}, { content: 42 }, { content: 'Fine text', parentCommentId: '' }]) {
      expect((await alice.session.post(listingUrl(listing.id), body)).statusCode).toBe(400);
    }
    expect(await db().select().from(comments).where(eq(comments.listingId, listing.id))).toEqual([]);
    // 1000 characters exactly is allowed.
    expect((await alice.session.post(listingUrl(listing.id), { content: 'y'.repeat(1000) })).statusCode).toBe(
      201,
    );
  });

  it('stores HTML and script as the text typed, and answers it as JSON text', async () => {
    const listing = await newListing();
    const html = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const comment = await post(alice.session, listing.id, html);
    expect(comment.content).toBe(html);
    const res = await t.session('10.73.0.10').get(listingUrl(listing.id));
    expect(res.headers['content-type']).toContain('application/json');
    expect((res.json() as CommentsPage).items[0]!.comment.content).toBe(html);
  });

  it("tells a signed-out caller §8's words for each action, and refuses an unverified account", async () => {
    const listing = await newListing();
    const target = await post(alice.session, listing.id, 'Something to act on');
    const visitor = t.session('10.73.0.11');
    const cases = [
      ['POST', listingUrl(listing.id), { content: 'Hello there' }, 'You must be signed in to comment'],
      ['PATCH', commentUrl(target.id), { content: 'Changed' }, 'You must be signed in to edit comments'],
      ['DELETE', commentUrl(target.id), undefined, 'You must be signed in to delete comments'],
      ['POST', commentUrl(target.id, '/like'), undefined, 'You must be signed in to like comments'],
      ['POST', commentUrl(target.id, '/flag'), { reason: 'spam' }, 'You must be signed in to flag comments'],
    ] as const;
    for (const [method, url, payload, message] of cases) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(message);
    }
    const unverified = await signUp(t, 'unverified-comments@example.com', {
      ip: '10.73.0.12',
      verified: false,
    });
    expect(
      (await unverified.session.post(listingUrl(listing.id), { content: 'Hello there' })).statusCode,
    ).toBe(403);
    expect(await visitor.get(listingUrl(listing.id))).toHaveProperty('statusCode', 200);
    expect(await db().select().from(comments).where(eq(comments.listingId, listing.id))).toHaveLength(1);
  });

  it('threads replies one level deep: a reply to a reply joins the top-level thread, replyCount follows', async () => {
    const listing = await newListing();
    const top = await post(alice.session, listing.id, 'Top-level question');
    const reply = await post(bob.session, listing.id, 'An answer', top.id);
    expect(reply.parentCommentId).toBe(top.id);
    const nested = await post(alice.session, listing.id, 'A reply to the answer', reply.id);
    expect(nested.parentCommentId).toBe(top.id);
    const first = await page(bob.session, listing.id);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.comment.replyCount).toBe(2);
    expect(first.items[0]!.replies.map((r) => r.id)).toEqual([reply.id, nested.id]);
    expect(first.items[0]!.hasMoreReplies).toBe(false);
    // A parent on another listing, or none at all, is not found.
    const other = await newListing();
    for (const parent of [top.id, 'no-such-comment']) {
      const res = await alice.session.post(listingUrl(other.id), {
        content: 'Wrong place',
        parentCommentId: parent,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Comment not found');
    }
  });

  it('pages comments by 20 and replies by 5, newest threads first and replies oldest first', async () => {
    const listing = await newListing();
    const ids = await seedComments(listing.id, 25);
    const firstPage = await page(alice.session, listing.id);
    expect(firstPage.items.map((i) => i.comment.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(firstPage.nextCursor).not.toBeNull();
    const secondPage = await page(alice.session, listing.id, firstPage.nextCursor!);
    expect(secondPage.items.map((i) => i.comment.id)).toEqual([...ids].reverse().slice(20));
    expect(secondPage.nextCursor).toBeNull();

    const threadId = ids[24]!;
    const replyIds = await seedComments(listing.id, 12, threadId, alice.id);
    const withReplies = await page(alice.session, listing.id);
    const thread = withReplies.items[0]!;
    expect(thread.comment.replyCount).toBe(12);
    expect(thread.replies.map((r) => r.id)).toEqual(replyIds.slice(0, 5));
    expect(thread.hasMoreReplies).toBe(true);
    // The remaining replies, 5 at a time, from the first one not shown.
    const all = thread.replies.map((r) => r.id);
    let cursor: string | null = thread.repliesCursor;
    do {
      const res = await alice.session.get(
        `${commentUrl(threadId, '/replies')}${cursor ? `?cursor=${cursor}` : ''}`,
      );
      const replies = res.json() as RepliesPage;
      expect(replies.items.length).toBeLessThanOrEqual(5);
      all.push(...replies.items.map((r) => r.id));
      cursor = replies.nextCursor;
    } while (cursor);
    expect(all).toEqual(replyIds);
    // Exactly 5 replies: no 'more'.
    const five = ids[23]!;
    await seedComments(listing.id, 5, five, alice.id);
    expect((await page(alice.session, listing.id)).items[1]!.hasMoreReplies).toBe(false);

    const forged = await alice.session.get(`${listingUrl(listing.id)}?cursor=abc`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().key).toBe('comment.invalidCursor');
  });

  it('lets the author edit (marked edited) and delete (text gone for good), and no one else', async () => {
    const listing = await newListing();
    const comment = await post(alice.session, listing.id, 'First draft of my thought');
    const reply = await post(bob.session, listing.id, 'A reply', comment.id);

    const notMine = await patch(bob.session, commentUrl(comment.id), { content: 'Hijacked' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({
      key: 'comment.notAuthor',
      message: 'You can only change your own comments.',
    });
    expect((await bob.session.delete(commentUrl(comment.id))).statusCode).toBe(403);
    expect((await patch(alice.session, commentUrl(comment.id), { content: 'no' })).statusCode).toBe(400);

    const edited = await patch(alice.session, commentUrl(comment.id), {
      content: '  Second, better thought  ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Second, better thought', isEdited: true });

    const deleted = await alice.session.delete(commentUrl(comment.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ isDeleted: true, content: '' });
    const [row] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(row!.content).toBe('');
    const listed = await page(t.session('10.73.0.13'), listing.id);
    expect(listed.items[0]!.comment).toMatchObject({ id: comment.id, isDeleted: true, content: '' });
    expect(listed.items[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(JSON.stringify(listed)).not.toContain('better thought');

    for (const res of [
      await patch(alice.session, commentUrl(comment.id), { content: 'Back again' }),
      await alice.session.delete(commentUrl(comment.id)),
      await bob.session.post(listingUrl(listing.id), {
        content: 'Reply to the void',
        parentCommentId: comment.id,
      }),
      await bob.session.post(commentUrl(comment.id, '/flag'), { reason: 'spam' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ key: 'comment.deleted', message: 'This comment has been deleted.' });
    }
  });

  it('toggles likes with the count the server keeps, and refuses liking a deleted comment', async () => {
    const listing = await newListing();
    const comment = await post(alice.session, listing.id, 'Like me maybe');
    const like = async (s: HttpSession) => {
      const res = await s.post(commentUrl(comment.id, '/like'));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LikeResult;
    };
    expect(await like(bob.session)).toEqual({ liked: true, newLikeCount: 1 });
    expect(await like(alice.session)).toEqual({ liked: true, newLikeCount: 2 });
    expect(await like(bob.session)).toEqual({ liked: false, newLikeCount: 1 });
    const seen = await page(alice.session, listing.id);
    expect(seen.items[0]!.comment).toMatchObject({ likes: 1, likedByMe: true });
    expect((await page(bob.session, listing.id)).items[0]!.comment.likedByMe).toBe(false);

    await alice.session.delete(commentUrl(comment.id));
    const refused = await bob.session.post(commentUrl(comment.id, '/like'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This comment has been deleted.');
    expect(await db().select().from(commentLikes).where(eq(commentLikes.commentId, comment.id))).toHaveLength(
      1,
    );
  });

  it('keeps the like count exact under concurrent likes', async () => {
    const listing = await newListing();
    const comment = await post(alice.session, listing.id, 'Popular opinion');
    const likers: HttpSession[] = [];
    for (let i = 0; i < 8; i += 1)
      likers.push((await signUp(t, `liker-${i}-comments@example.com`, { ip: `10.74.0.${i + 1}` })).session);
    const results = await Promise.all(likers.map((s) => s.post(commentUrl(comment.id, '/like'))));
    expect(results.map((r) => r.statusCode)).toEqual(likers.map(() => 200));
    expect(results.map((r) => (r.json() as LikeResult).newLikeCount).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    // Half of them take it back at once.
    await Promise.all(likers.slice(0, 4).map((s) => s.post(commentUrl(comment.id, '/like'))));
    const [row] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(row!.likeCount).toBe(4);
    expect(await db().select().from(commentLikes).where(eq(commentLikes.commentId, comment.id))).toHaveLength(
      4,
    );
  });

  it('flags once per user with a reason, never one’s own, and marks the comment flagged', async () => {
    const listing = await newListing();
    const comment = await post(alice.session, listing.id, 'Questionable advice here');
    const own = await alice.session.post(commentUrl(comment.id, '/flag'), { reason: 'testing' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot flag your own comment.');
    for (const reason of ['', '   ', 'x'.repeat(501)])
      expect((await bob.session.post(commentUrl(comment.id, '/flag'), { reason })).statusCode).toBe(400);
    expect(await db().select().from(commentFlags)).toEqual([]);

    const res = await bob.session.post(commentUrl(comment.id, '/flag'), { reason: '  Spam <b>link</b>  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flagged: true, moderationStatus: 'flagged' });
    const flags = await db().select().from(commentFlags).where(eq(commentFlags.commentId, comment.id));
    expect(flags).toMatchObject([{ userId: bob.id, reason: 'Spam <b>link</b>', status: 'open' }]);
    expect((await page(alice.session, listing.id)).items[0]!.comment.moderationStatus).toBe('flagged');

    const again = await bob.session.post(commentUrl(comment.id, '/flag'), { reason: 'Still spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already flagged this comment.');
  });

  it('limits each user to 10 new comments a minute, counted in the database', async () => {
    const listing = await newListing();
    const poster = await signUp(t, 'fast-comments@example.com', { ip: '10.73.0.20' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        poster.session.post(listingUrl(listing.id), { content: `Message ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({
      key: 'comment.rateLimited',
      message: 'You are commenting too quickly. Please wait a minute and try again.',
    });
    // Others are not slowed down, and a minute later the user may post again.
    expect((await bob.session.post(listingUrl(listing.id), { content: 'Unaffected' })).statusCode).toBe(201);
    await db()
      .update(comments)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(comments.userId, poster.id));
    expect((await poster.session.post(listingUrl(listing.id), { content: 'Later on' })).statusCode).toBe(201);
  });

  it('hides the comments of a listing in another status, and of an unknown one, from everyone but its creator', async () => {
    for (const status of ['draft', 'pending'] as const) {
      const listing = await newListing(status);
      const [hidden] = await seedComments(listing.id, 1, null, creator.id);
      for (const session of [alice.session, t.session('10.73.0.21')]) {
        const res = await session.get(listingUrl(listing.id));
        expect(res.statusCode, status).toBe(404);
        expect(res.json().message).toBe('Recipe not found');
        expect((await session.get(commentUrl(hidden!, '/replies'))).statusCode).toBe(404);
      }
      expect((await alice.session.post(listingUrl(listing.id), { content: 'Can I?' })).statusCode).toBe(404);
      for (const action of ['/like', '/flag'])
        expect((await alice.session.post(commentUrl(hidden!, action), { reason: 'x' })).statusCode).toBe(404);
      expect((await creator.session.get(listingUrl(listing.id))).statusCode).toBe(200);
      // An owner keeps the listing after an unpublish, and its discussion with it.
      await grantOwnership(db(), listing.id, bob.id);
      expect((await bob.session.post(listingUrl(listing.id), { content: 'Still here' })).statusCode).toBe(
        201,
      );
    }
    expect((await alice.session.get(listingUrl('no-such-listing'))).statusCode).toBe(404);
    expect((await alice.session.post(commentUrl('no-such-comment', '/like'))).statusCode).toBe(404);
  });

  it('shows the author’s profile photo as userAvatar', async () => {
    const listing = await newListing();
    await db().execute(
      sql`update profiles set photo_url = ${'/api/profile-photos/x/p.webp'} where id = ${bob.id}`,
    );
    const comment = await post(bob.session, listing.id, 'With a face');
    expect(comment.userAvatar).toBe('/api/profile-photos/x/p.webp');
    // A user without a profile row still has a name (their e-mail at the least).
    await db().insert(user).values({ id: 'bare-user', name: '', email: 'bare@example.com' });
    await seedComments(listing.id, 1, null, 'bare-user');
    const listed = await page(alice.session, listing.id);
    expect(listed.items.find((i) => i.comment.userId === 'bare-user')!.comment.userName).toBe(
      await authorNameOf(db(), 'bare-user'),
    );
  });
});
