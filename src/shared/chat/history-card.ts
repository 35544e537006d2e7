/**
 * The chat history page's rules (platform.md §5 chat history search and card text, §9 timings):
 * the card's text, the search, the tabs' and sections' date buckets, and the date chip.
 */
export const CARD_TEXT_MAX = 150;
const SENTENCE_MIN = 21;
const LEADING_LABEL = /^\s*(User|Assistant|System|Question|Query|Request):\s*/i;
export const NO_INITIAL_INPUT = 'No initial input available';

/**
 * The subject if there is one (cut to 150 characters plus an ellipsis); else the preview without a
 * leading label; over 150 characters, its first sentence when that is 21 to 150 characters long,
 * else the first 150 plus an ellipsis; nothing at all: 'No initial input available'.
 */
export function cardText(chat: { subject?: string | null; preview?: string | null }): string {
  const subject = chat.subject?.trim();
  if (subject) return subject.length > CARD_TEXT_MAX ? `${subject.slice(0, CARD_TEXT_MAX)}...` : subject;
  const preview = (chat.preview ?? '').replace(LEADING_LABEL, '').replace(/\s+/g, ' ').trim();
  if (!preview) return NO_INITIAL_INPUT;
  if (preview.length <= CARD_TEXT_MAX) return preview;
  const sentence = /^.*?[.!?](?=\s|$)/.exec(preview)?.[0];
  if (sentence && sentence.length >= SENTENCE_MIN && sentence.length <= CARD_TEXT_MAX) return sentence;
  return `${preview.slice(0, CARD_TEXT_MAX)}...`;
}

/** Case-insensitive over title, preview, last message and subject. */
export function matchesHistorySearch(
  chat: { title: string; preview?: string | null; lastMessage?: string | null; subject?: string | null },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [chat.title, chat.preview, chat.lastMessage, chat.subject].some((field) =>
    field?.toLowerCase().includes(q),
  );
}

export type HistoryBucket = 'today' | 'week' | 'month' | 'older';
export const HISTORY_BUCKETS: readonly HistoryBucket[] = ['today', 'week', 'month', 'older'];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/**
 * Today: the same calendar day. This Week: the last 7 days, not today. This Month: within the last
 * calendar month, not earlier. Older: the rest. In the viewer's local time.
 */
export function historyBucket(date: Date, now = new Date()): HistoryBucket {
  const today = startOfDay(now);
  if (date >= today) return 'today';
  const weekStart = new Date(today);
  weekStart.setDate(weekStart.getDate() - 7);
  if (date >= weekStart) return 'week';
  const monthStart = new Date(today);
  monthStart.setMonth(monthStart.getMonth() - 1);
  if (date >= monthStart) return 'month';
  return 'older';
}

/** What the date chip needs of the reader's formatters (the web's lib/format). */
export interface ChipFormat {
  time(date: Date): string;
  monthDay(date: Date): string;
  /** The instant on the reader's chosen clock, so "today" is their today. */
  wallClock(date: Date): Date;
}

/** The card's date chip: the time if today, else month and day, as the reader writes them. */
export function historyDateChip(date: Date, now: Date, format: ChipFormat): string {
  return historyBucket(format.wallClock(date), format.wallClock(now)) === 'today'
    ? format.time(date)
    : format.monthDay(date);
}
