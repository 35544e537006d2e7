/**
 * User messages deleted from the view (chat-assistant.md §4 User message: 'deleted locally'):
 * remembered in this browser per chat, so they stay out of view after a reload. The stored chat
 * and the model's history keep them.
 */
const KEY = 'rf-hidden-messages';
const MAX_CHATS = 200;

type HiddenMap = Record<string, string[]>;

function readAll(): HiddenMap {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as HiddenMap) : {};
  } catch {
    return {};
  }
}

export function hiddenMessages(chatId: string | null): Set<string> {
  if (!chatId) return new Set();
  const ids = readAll()[chatId];
  return new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []);
}

export function hideMessage(chatId: string | null, messageId: string): void {
  if (!chatId) return;
  try {
    const all = readAll();
    all[chatId] = [...new Set([...(all[chatId] ?? []), messageId])];
    // Oldest chats first out, so the list cannot grow without end.
    const kept = Object.fromEntries(Object.entries(all).slice(-MAX_CHATS));
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: the message is still out of this page's view.
  }
}
