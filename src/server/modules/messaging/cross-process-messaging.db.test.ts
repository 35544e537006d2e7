import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  conversationCreatedSchema,
  DirectMessage,
  readResultSchema,
  ThreadPage,
} from '@shared/contracts/messaging';
import type { UserEvent } from '@shared/contracts/user-events';
import { creatorProfiles, profiles, user } from '../../db/schema';
import { spawnTs, type Spawned, waitForOutput } from '../../test/spawn-process';
import { openSse } from '../../test/sse-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * Direct messages between two server processes sharing one PostgreSQL (issue 23 Tests): Alice
 * talks to process 1, Bob's browser to process 2. What Alice sends or edits through process 1
 * reaches Bob's /api/events stream on process 2 live, and Bob reading it through process 2 reaches
 * Alice's stream on process 1 as a read receipt. PGlite lives inside one process, so this runs in
 * `npm run test:pg` only.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ORIGIN = 'http://localhost:3996';

type Peer = Spawned & { url: string };
type ConversationCreated = z.infer<typeof conversationCreatedSchema>;
type ReadResult = z.infer<typeof readResultSchema>;
interface Person {
  id: string;
  cookie: string;
}

describe.skipIf(!onPostgres)('direct messages across two server processes (PostgreSQL)', () => {
  let database: TestDatabase;
  const peers: Peer[] = [];
  let alice: Person;
  let bob: Person;

  const request = async (peer: Peer, who: Person, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${peer.url}${path}`, {
      method,
      headers: {
        cookie: who.cookie,
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as unknown };
  };

  /** A verified account signed up through `peer` (its profile made at sign-in). */
  const signUp = async (peer: Peer, email: string): Promise<Person> => {
    const res = await fetch(`${peer.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, password: 'secret-pass', name: email.split('@')[0] }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user: created } = (await res.json()) as { user: { id: string } };
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
    return { id: created.id, cookie };
  };

  const userEvents = (peer: Peer, who: Person) =>
    openSse<UserEvent>(`${peer.url}/api/events`, { headers: { cookie: who.cookie } });

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const spawned = spawnTs('src/server/test/fixtures/peer-server.ts', {
        DATABASE_URL: database.url,
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: 'cross-process-messaging-secret-0123456789',
      });
      const { url } = await waitForOutput(spawned, (out) => {
        const line = out.split('\n').find((l) => l.startsWith('{'));
        return line ? (JSON.parse(line) as { url: string }) : undefined;
      });
      peers.push({ ...spawned, url });
    }
    alice = await signUp(peers[0]!, 'alice-across@example.com');
    bob = await signUp(peers[1]!, 'bob-across@example.com');
    // Bob is a creator who takes messages (what the marketplace's first publish would make him).
    await database.db.update(profiles).set({ isCreator: true }).where(eq(profiles.id, bob.id));
    await database.db
      .insert(creatorProfiles)
      .values({ userId: bob.id, displayName: 'Bob', allowMessages: true });
  }, 120_000);

  afterAll(async () => {
    for (const peer of peers) {
      peer.child.kill('SIGTERM');
      await peer.exited;
    }
    await database?.close();
  });

  it('delivers a message, its edit and its read receipt live between the two processes', async () => {
    const [one, two] = peers as [Peer, Peer];
    const started = await request(one, alice, 'POST', '/api/messaging/conversations', {
      participantId: bob.id,
      initialMessage: 'Hello Bob, about your sourdough recipe',
      context: { recipeName: 'Sourdough' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversationId = (started.body as ConversationCreated).conversation.conversation.id;

    const bobsStream = await userEvents(two, bob);
    const alicesStream = await userEvents(one, alice);
    expect(bobsStream.status).toBe(200);
    expect(alicesStream.status).toBe(200);

    // Sent through process 1, arriving on Bob's stream of process 2.
    const sent = await request(
      one,
      alice,
      'POST',
      `/api/messaging/conversations/${conversationId}/messages`,
      {
        content: 'How long does the dough rest?',
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = sent.body as DirectMessage;
    expect(
      await bobsStream.until((e) => e.type === 'message.created' && e.messageId === message.id, 10_000),
    ).toEqual({ type: 'message.created', conversationId, messageId: message.id });
    // The event names ids only; Bob reads the message itself through his own process.
    const thread = await request(two, bob, 'GET', `/api/messaging/conversations/${conversationId}/messages`);
    expect(thread.status).toBe(200);
    const shown = (thread.body as ThreadPage).messages.find((m) => m.id === message.id);
    expect(shown).toMatchObject({
      senderId: alice.id,
      content: 'How long does the dough rest?',
      edited: false,
    });
    expect(shown!.readBy).toEqual([alice.id]);

    // Edited through process 1: Bob's stream on process 2 hears of it.
    const edited = await request(one, alice, 'PATCH', `/api/messaging/messages/${message.id}`, {
      content: 'How long does the dough rest overnight?',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      await bobsStream.until((e) => e.type === 'message.updated' && e.messageId === message.id, 10_000),
    ).toEqual({ type: 'message.updated', conversationId, messageId: message.id });

    // Bob reads through process 2: Alice's stream on process 1 gets the receipt.
    const read = await request(two, bob, 'POST', `/api/messaging/conversations/${conversationId}/read`, {});
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body as ReadResult).toEqual({ unreadCount: 0, totalUnread: 0 });
    expect(
      await alicesStream.until(
        (e) => e.type === 'conversation.read' && e.conversationId === conversationId,
        10_000,
      ),
    ).toEqual({ type: 'conversation.read', conversationId, readerId: bob.id });
    const afterRead = await request(
      one,
      alice,
      'GET',
      `/api/messaging/conversations/${conversationId}/messages`,
    );
    const receipt = (afterRead.body as ThreadPage).messages.find((m) => m.id === message.id);
    expect(receipt).toMatchObject({ content: 'How long does the dough rest overnight?', edited: true });
    expect([...receipt!.readBy].sort()).toEqual([alice.id, bob.id].sort());

    // Nothing of Bob's reached Alice's stream as a new message, and nothing was delivered twice.
    expect(
      alicesStream.events.filter((e) => e.type === 'message.created' && e.messageId === message.id).length,
    ).toBe(1);
    expect(
      bobsStream.events.filter((e) => e.type === 'message.created' && e.messageId === message.id).length,
    ).toBe(1);
    await bobsStream.close();
    await alicesStream.close();
  });
});
