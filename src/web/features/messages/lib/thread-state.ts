import type { DirectMessage } from '@shared/contracts/messaging';

/**
 * A thread as the screen holds it: every message loaded so far, oldest first, and the cursor of
 * the page before the oldest (null: the conversation's beginning is loaded).
 */
export interface ThreadState {
  messages: DirectMessage[];
  olderCursor: string | null;
}

const time = (m: DirectMessage) => {
  const t = Date.parse(m.timestamp);
  return Number.isNaN(t) ? 0 : t;
};

const byTime = (a: DirectMessage, b: DirectMessage) =>
  time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Both sets of messages in one, the fresher copy of each winning (edits, read receipts), in time
 * order. The older cursor goes with whichever side holds the oldest message.
 */
export function mergeThread(base: ThreadState | undefined, fresh: ThreadState): ThreadState {
  if (!base || base.messages.length === 0) return fresh;
  if (fresh.messages.length === 0) return base;
  const byId = new Map(base.messages.map((m) => [m.id, m]));
  for (const m of fresh.messages) byId.set(m.id, m);
  const messages = [...byId.values()].sort(byTime);
  const oldest = messages[0];
  const olderCursor = fresh.messages.some((m) => m.id === oldest?.id) ? fresh.olderCursor : base.olderCursor;
  return { messages, olderCursor };
}

/** Adds or replaces one message (a send's answer, an edit's answer). */
export function upsertMessage(base: ThreadState | undefined, message: DirectMessage): ThreadState {
  return mergeThread(base ?? { messages: [], olderCursor: null }, {
    messages: [message],
    olderCursor: base?.olderCursor ?? null,
  });
}
