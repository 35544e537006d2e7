import { and, eq, sql } from 'drizzle-orm';
import type { CodeFormat } from '@shared/contracts/chat-actions';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageRow } from './chat.queries';
import type { ReplyErrorKey } from './reply-error';

/**
 * Storage of the per-message actions, on a message messagePolicy has authorized. Every statement
 * names the states it may change from, so a race (a reply that started streaming meanwhile)
 * changes nothing.
 */
const byId = (id: string) => eq(messages.id, id);
const notStreaming = sql`${messages.status} <> 'streaming'`;
/** The versions so far; a reply stored before versions existed counts its content as the first. */
const versionsSoFar = sql`case when jsonb_array_length(${messages.responseVersions}) = 0 then jsonb_build_array(${messages.content}) else ${messages.responseVersions} end`;

/**
 * Opens a new, empty version of an assistant reply and marks it streaming: the generation then
 * writes into it (finishMessage stores the text at currentResponseIndex). `chargedMonth`: the
 * allowance it was taken from, null when it was not counted.
 */
export async function startRegeneration(
  db: Db,
  id: string,
  leaseMs: number,
  chargedMonth: string | null,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      chargedMonth,
      responseVersions: sql`${versionsSoFar} || jsonb_build_array(''::text)`,
      currentResponseIndex: sql`jsonb_array_length(${versionsSoFar})`,
      regenerationCount: sql`${messages.regenerationCount} + 1`,
      status: 'streaming',
      content: '',
      thinkingContent: '',
      sources: [],
      error: null,
      notice: null,
      // The code belonged to the version it was made from.
      isExecuted: false,
      convertedCode: {},
      leaseExpiresAt: new Date(Date.now() + leaseMs),
      updatedAt: new Date(),
    })
    // A failed or interrupted reply is retried, not regenerated: it has no version to keep.
    .where(
      and(byId(id), eq(messages.role, 'assistant'), sql`${messages.status} in ('complete', 'cancelled')`),
    )
    .returning();
  return row;
}

/** A regeneration that failed: its empty version goes, the one shown before comes back. */
export async function rollBackRegeneration(
  db: Db,
  id: string,
  previousIndex: number,
  error: ReplyErrorKey,
): Promise<void> {
  await db
    .update(messages)
    .set({
      responseVersions: sql`${messages.responseVersions} - (jsonb_array_length(${messages.responseVersions}) - 1)`,
      currentResponseIndex: previousIndex,
      content: sql`coalesce(${messages.responseVersions} ->> ${previousIndex}::int, '')`,
      regenerationCount: sql`greatest(${messages.regenerationCount} - 1, 0)`,
      status: 'complete',
      error,
      notice: null,
      updatedAt: new Date(),
    })
    .where(eq(messages.id, id));
}

export async function selectVersion(db: Db, id: string, index: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      currentResponseIndex: index,
      content: sql`${messages.responseVersions} ->> ${index}::int`,
      error: null,
      isExecuted: false,
      convertedCode: {},
      updatedAt: new Date(),
    })
    .where(and(byId(id), notStreaming, sql`${index}::int < jsonb_array_length(${messages.responseVersions})`))
    .returning();
  return row;
}

/** An edited user message: the new text becomes its current version. */
export async function addUserVersion(db: Db, id: string, content: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      responseVersions: sql`${versionsSoFar} || jsonb_build_array(${content}::text)`,
      currentResponseIndex: sql`jsonb_array_length(${versionsSoFar})`,
      content,
      updatedAt: new Date(),
    })
    .where(and(byId(id), eq(messages.role, 'user')))
    .returning();
  return row;
}

export async function setFeedback(
  db: Db,
  id: string,
  feedback: { feedback: 'positive' | 'negative'; reason: string | null; comment: string | null },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      feedback: feedback.feedback,
      feedbackReason: feedback.reason,
      feedbackComment: feedback.comment,
      updatedAt: new Date(),
    })
    .where(and(byId(id), eq(messages.role, 'assistant'), notStreaming))
    .returning();
  return row;
}

export async function storeConversion(
  db: Db,
  id: string,
  expectedContent: string,
  code: Record<CodeFormat, string>,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ isExecuted: true, convertedCode: code, updatedAt: new Date() })
    // Only if the version converted is still the one shown.
    .where(and(byId(id), eq(messages.content, expectedContent), notStreaming))
    .returning();
  return row;
}

/** Undoes addUserVersion when the answer to the edit could not start (nothing half-way). */
export async function dropLastUserVersion(db: Db, id: string): Promise<void> {
  await db
    .update(messages)
    .set({
      responseVersions: sql`${messages.responseVersions} - (jsonb_array_length(${messages.responseVersions}) - 1)`,
      currentResponseIndex: sql`greatest(jsonb_array_length(${messages.responseVersions}) - 2, 0)`,
      content: sql`coalesce(${messages.responseVersions} ->> (jsonb_array_length(${messages.responseVersions}) - 2), ${messages.content})`,
      updatedAt: new Date(),
    })
    .where(and(eq(messages.id, id), sql`jsonb_array_length(${messages.responseVersions}) > 1`));
}
