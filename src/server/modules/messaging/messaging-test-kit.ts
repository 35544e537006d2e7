import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ConversationCreated } from '@shared/contracts/messaging';
import type { Db } from '../../db/client';
import {
  conversationMembers,
  conversations,
  creatorProfiles,
  directMessages,
  messagingRateEvents,
  profiles,
} from '../../db/schema';
import type { HttpSession } from '../../test/http-session';
import type { TestApp } from '../../test/test-app';

/** Test helpers of the messaging suites: creators, calls with PUT and PATCH, starting conversations. */

/** Makes a user a creator (the marketplace's flag and creator profile), taking messages or not. */
export async function makeCreator(
  db: Db,
  userId: string,
  options: { displayName: string; allowMessages?: boolean; title?: string },
): Promise<void> {
  await db.update(profiles).set({ isCreator: true }).where(eq(profiles.id, userId));
  await db
    .insert(creatorProfiles)
    .values({
      userId,
      displayName: options.displayName,
      title: options.title ?? '',
      allowMessages: options.allowMessages ?? true,
    })
    .onConflictDoUpdate({
      target: creatorProfiles.userId,
      set: { displayName: options.displayName, allowMessages: options.allowMessages ?? true },
    });
}

/** A request with any method, as the session's browser (cookies, origin). */
export function call(
  t: TestApp,
  session: HttpSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: t.env.PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      ...(session.hasCookies() ? { cookie: session.cookieHeader } : {}),
    },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

export const api = {
  conversations: '/api/messaging/conversations',
  conversation: (id: string) => `/api/messaging/conversations/${id}`,
  messages: (id: string) => `/api/messaging/conversations/${id}/messages`,
  read: (id: string) => `/api/messaging/conversations/${id}/read`,
  report: (id: string) => `/api/messaging/conversations/${id}/report`,
  message: (id: string) => `/api/messaging/messages/${id}`,
  with: (userId: string) => `/api/messaging/conversations/with/${userId}`,
  block: (userId: string) => `/api/messaging/blocks/${userId}`,
  blocks: '/api/messaging/blocks',
  unread: '/api/messaging/unread',
  recipients: '/api/messaging/recipients',
};

/** Starts (or continues) a conversation through the API, expecting success. */
export async function start(
  session: HttpSession,
  participantId: string,
  initialMessage: string,
  context?: { recipeName?: string; listingId?: string },
): Promise<ConversationCreated> {
  const res = await session.post(api.conversations, {
    participantId,
    initialMessage,
    ...(context ? { context } : {}),
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as ConversationCreated;
}

/** Sends a message through the API, expecting success. */
export async function send(session: HttpSession, conversationId: string, content: string) {
  const res = await session.post(api.messages(conversationId), { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    content: string;
    readBy: string[];
    edited: boolean;
    senderId: string | null;
  };
}

/**
 * Moves every message, conversation and read mark two hours back (all alike, so every order is
 * kept): the abuse limits' windows start empty for the next test.
 */
export async function ageEverything(db: Db): Promise<void> {
  await db.update(directMessages).set({
    createdAt: sql`${directMessages.createdAt} - interval '2 hours'`,
    editedAt: sql`${directMessages.editedAt} - interval '2 hours'`,
  });
  await db.update(conversations).set({
    createdAt: sql`${conversations.createdAt} - interval '2 hours'`,
    lastMessageAt: sql`${conversations.lastMessageAt} - interval '2 hours'`,
  });
  await db.update(conversationMembers).set({
    lastMessageAt: sql`${conversationMembers.lastMessageAt} - interval '2 hours'`,
  });
  await db.update(messagingRateEvents).set({
    createdAt: sql`${messagingRateEvents.createdAt} - interval '2 hours'`,
  });
}
