import type { UiMessage } from './message-model';

/**
 * Anonymous chats live in this browser only (DESIGN.md decision): kept in localStorage so they
 * survive a reload. A reply that was still streaming when the page went away comes back as
 * 'interrupted' with its partial text, ready for Retry.
 */
export const ANONYMOUS_CHATS_KEY = 'rf-anonymous-chats';
/** Fired on this window when the list changes here ('storage' tells the other tabs). */
export const ANONYMOUS_CHATS_EVENT = 'rf:anonymous-chats';
const MAX_CHATS = 50;
const TITLE_MAX = 60;

export interface AnonymousChat {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: UiMessage[];
  /** The auth prompt opened once for this chat (chat-assistant.md §6). */
  authPrompted: boolean;
}

const isChat = (value: unknown): value is AnonymousChat => {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<AnonymousChat>;
  return typeof c.id === 'string' && typeof c.title === 'string' && Array.isArray(c.messages);
};

/** A reply cut off by a reload is interrupted, keeping what was written. */
export function reviveChat(chat: AnonymousChat): AnonymousChat {
  if (!chat.messages.some((m) => m.status === 'streaming')) return chat;
  return {
    ...chat,
    messages: chat.messages.map((m) =>
      m.status === 'streaming' ? { ...m, status: 'interrupted', notice: null } : m,
    ),
  };
}

function readAll(): AnonymousChat[] {
  try {
    const raw = window.localStorage.getItem(ANONYMOUS_CHATS_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { chats?: unknown };
    return Array.isArray(parsed.chats) ? parsed.chats.filter(isChat) : [];
  } catch {
    return [];
  }
}

function writeAll(chats: AnonymousChat[]): void {
  try {
    const kept = [...chats]
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
      .slice(0, MAX_CHATS);
    window.localStorage.setItem(ANONYMOUS_CHATS_KEY, JSON.stringify({ version: 1, chats: kept }));
  } catch {
    // Storage full or blocked: the chat still works in this page, it just won't survive a reload.
  }
  window.dispatchEvent(new Event(ANONYMOUS_CHATS_EVENT));
}

export function listAnonymousChats(): AnonymousChat[] {
  return readAll()
    .map(reviveChat)
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export function loadAnonymousChat(id: string): AnonymousChat | null {
  const chat = readAll().find((c) => c.id === id);
  return chat ? reviveChat(chat) : null;
}

/** Saves one chat, merging with what other tabs wrote for their own chats. */
export function saveAnonymousChat(chat: AnonymousChat): void {
  const others = readAll().filter((c) => c.id !== chat.id);
  writeAll([chat, ...others]);
}

export function deleteAnonymousChat(id: string): void {
  writeAll(readAll().filter((c) => c.id !== id));
}

export const titleFrom = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1).trimEnd()}…` : line;
};
