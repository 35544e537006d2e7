import { createFormatters } from '@web/lib/format/formatters';
import { describe, expect, it } from 'vitest';
import { daySeparator, dayKey, messageTime, unreadLabel } from './message-time';
import { mergeThread, upsertMessage } from './thread-state';

const utc24 = createFormatters({
  language: 'en',
  timeZone: 'UTC',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '24h',
  currency: 'USD',
});
const now = new Date('2026-11-29T15:00:00.000Z');

describe('messageTime (§2 timestamps)', () => {
  it('shows the time alone today, Yesterday and the time, else the short day and time', () => {
    expect(messageTime(utc24, '2026-11-29T09:05:00.000Z', now)).toEqual({ kind: 'today', time: '09:05' });
    expect(messageTime(utc24, '2026-11-28T23:59:00.000Z', now)).toEqual({ kind: 'yesterday', time: '23:59' });
    expect(messageTime(utc24, '2026-11-03T18:30:00.000Z', now)).toEqual({
      kind: 'other',
      day: 'Nov 3',
      time: '18:30',
    });
  });

  it("is 'unknown' when the time cannot be read", () => {
    expect(messageTime(utc24, 'not a date', now)).toEqual({ kind: 'unknown' });
    expect(messageTime(utc24, null, now)).toEqual({ kind: 'unknown' });
    expect(messageTime(utc24, '', now)).toEqual({ kind: 'unknown' });
  });

  it("reads today and yesterday on the reader's clock, not UTC's", () => {
    const tokyo = createFormatters({ ...utc24.settings, timeZone: 'Asia/Tokyo' });
    // 23:30 UTC on the 28th is 08:30 on the 29th in Tokyo: today there.
    const morning = new Date('2026-11-29T10:00:00.000Z'); // 19:00 in Tokyo
    expect(messageTime(tokyo, '2026-11-28T23:30:00.000Z', morning)).toEqual({ kind: 'today', time: '08:30' });
    expect(messageTime(utc24, '2026-11-28T23:30:00.000Z', morning).kind).toBe('yesterday');
  });
});

describe('daySeparator', () => {
  it('says Today, Yesterday, else the date in the reader format', () => {
    expect(daySeparator(utc24, '2026-11-29T01:00:00.000Z', now)).toEqual({ kind: 'today' });
    expect(daySeparator(utc24, '2026-11-28T01:00:00.000Z', now)).toEqual({ kind: 'yesterday' });
    expect(daySeparator(utc24, '2026-10-02T01:00:00.000Z', now)).toEqual({
      kind: 'date',
      date: '10/02/2026',
    });
    expect(dayKey(utc24, '2026-10-02T01:00:00.000Z')).toBe(dayKey(utc24, '2026-10-02T23:00:00.000Z'));
    expect(dayKey(utc24, '2026-10-02T01:00:00.000Z')).not.toBe(dayKey(utc24, '2026-10-03T01:00:00.000Z'));
  });
});

describe('unreadLabel', () => {
  it('caps at 99+', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});

const msg = (id: string, minute: number, extra: Partial<{ content: string; readBy: string[] }> = {}) => ({
  id,
  conversationId: 'c1',
  senderId: 'u1',
  content: extra.content ?? id,
  timestamp: `2026-11-29T10:${String(minute).padStart(2, '0')}:00.000Z`,
  readBy: extra.readBy ?? ['u1'],
  edited: false,
});

describe('mergeThread', () => {
  it('keeps every loaded message once, in time order, the fresher copy winning', () => {
    const base = { messages: [msg('a', 1), msg('b', 2)], olderCursor: 'before-a' };
    const fresh = { messages: [msg('b', 2, { readBy: ['u1', 'u2'] }), msg('c', 3)], olderCursor: 'before-b' };
    const merged = mergeThread(base, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged.messages[1]?.readBy).toEqual(['u1', 'u2']);
    // The oldest message came from the base: its cursor stays.
    expect(merged.olderCursor).toBe('before-a');
  });

  it('takes the older cursor of the page that brought the oldest message', () => {
    const base = { messages: [msg('b', 2)], olderCursor: 'before-b' };
    const older = { messages: [msg('a', 1)], olderCursor: null };
    expect(mergeThread(base, older)).toEqual({ messages: [msg('a', 1), msg('b', 2)], olderCursor: null });
  });

  it('adds a sent message to an empty or missing thread', () => {
    expect(upsertMessage(undefined, msg('a', 1))).toEqual({ messages: [msg('a', 1)], olderCursor: null });
  });
});
