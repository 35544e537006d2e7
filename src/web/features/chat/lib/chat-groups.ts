/**
 * Sidebar chat groups (platform.md §2): TODAY, YESTERDAY, PREVIOUS 7 DAYS, PREVIOUS 30 DAYS,
 * OLDER, by the chat's last update in the viewer's calendar: local time, or the clock `groupChats`
 * is given (the reader's chosen time zone, lib/format's `wallClock`).
 */
export const CHAT_GROUPS = ['today', 'yesterday', 'previous7', 'previous30', 'older'] as const;
export type ChatGroup = (typeof CHAT_GROUPS)[number];

export interface ChatListItem {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

const DAY_MS = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

export function chatGroupOf(updatedAt: string | Date, now: Date = new Date()): ChatGroup {
  const at = typeof updatedAt === 'string' ? new Date(updatedAt) : updatedAt;
  const today = startOfDay(now);
  const day = startOfDay(at);
  // Calendar days apart (rounded: daylight-saving days are 23 or 25 hours long).
  const days = Math.round((today - day) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= 7) return 'previous7';
  if (days <= 30) return 'previous30';
  return 'older';
}

/** Chats in their groups, newest first within each; empty groups left out. */
export function groupChats<T extends ChatListItem>(
  chats: readonly T[],
  now: Date = new Date(),
  clock: (instant: Date) => Date = (instant) => instant,
): Array<{ group: ChatGroup; chats: T[] }> {
  const today = clock(now);
  const byGroup = new Map<ChatGroup, T[]>();
  const sorted = [...chats].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  for (const chat of sorted) {
    const group = chatGroupOf(clock(new Date(chat.updatedAt)), today);
    const list = byGroup.get(group) ?? [];
    list.push(chat);
    byGroup.set(group, list);
  }
  return CHAT_GROUPS.filter((g) => byGroup.has(g)).map((group) => ({ group, chats: byGroup.get(group)! }));
}
