import { describe, expect, it } from 'vitest';
import {
  cardText,
  historyBucket,
  historyDateChip,
  matchesHistorySearch,
  NO_INITIAL_INPUT,
} from './history-card';

describe('chat history card text', () => {
  it('prefers the subject, cut to 150 characters plus an ellipsis', () => {
    expect(cardText({ subject: 'Budget', preview: 'User: something else' })).toBe('Budget');
    expect(cardText({ subject: 's'.repeat(151) })).toBe(`${'s'.repeat(150)}...`);
    expect(cardText({ subject: 's'.repeat(150) })).toBe('s'.repeat(150));
  });

  it('drops a leading label from the preview', () => {
    for (const label of ['User:', 'Assistant:', 'System:', 'Question:', 'Query:', 'Request:', 'user:'])
      expect(cardText({ preview: `${label} Plan my week` })).toBe('Plan my week');
  });

  it('uses the first sentence of a long preview when it is 21 to 150 characters, else cuts', () => {
    const sentence = 'Help me write a friendly onboarding email.';
    expect(cardText({ preview: `${sentence} ${'More detail. '.repeat(20)}` })).toBe(sentence);
    // A first sentence of 20 characters or less is too short to stand alone.
    const short = 'Write a short email.';
    const long = `${short} ${'x'.repeat(200)}`;
    expect(cardText({ preview: long })).toBe(`${long.slice(0, 150)}...`);
    expect(cardText({ preview: 'y'.repeat(300) })).toBe(`${'y'.repeat(150)}...`);
  });

  it('says so when there is no input', () => {
    expect(cardText({ preview: '' })).toBe(NO_INITIAL_INPUT);
    expect(cardText({ preview: 'User:   ' })).toBe(NO_INITIAL_INPUT);
    expect(cardText({})).toBe(NO_INITIAL_INPUT);
  });
});

describe('chat history search', () => {
  const chat = {
    title: 'Garden Plan',
    preview: 'Tomatoes and basil',
    lastMessage: 'Water daily',
    subject: null,
  };
  it('matches title, preview and last message, ignoring case', () => {
    expect(matchesHistorySearch(chat, 'garden')).toBe(true);
    expect(matchesHistorySearch(chat, 'BASIL')).toBe(true);
    expect(matchesHistorySearch(chat, 'water')).toBe(true);
    expect(matchesHistorySearch(chat, 'cactus')).toBe(false);
    expect(matchesHistorySearch(chat, '  ')).toBe(true);
  });
});

describe('chat history buckets', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('puts dates into Today, This Week, This Month and Older', () => {
    expect(historyBucket(new Date(2026, 10, 22, 0, 1), now)).toBe('today');
    expect(historyBucket(new Date(2026, 10, 21, 23, 59), now)).toBe('week');
    expect(historyBucket(new Date(2026, 10, 15, 0, 0), now)).toBe('week');
    expect(historyBucket(new Date(2026, 10, 14, 23, 0), now)).toBe('month');
    expect(historyBucket(new Date(2026, 9, 22, 0, 0), now)).toBe('month');
    expect(historyBucket(new Date(2026, 9, 21, 23, 0), now)).toBe('older');
  });

  it('shows the time for today and month-day otherwise, today being the reader’s', () => {
    const local = {
      time: (d: Date) => `time ${d.getHours()}:${d.getMinutes()}`,
      monthDay: (d: Date) => `day ${d.getMonth() + 1}/${d.getDate()}`,
      wallClock: (d: Date) => d,
    };
    expect(historyDateChip(new Date(2026, 10, 22, 9, 5), now, local)).toBe('time 9:5');
    expect(historyDateChip(new Date(2026, 10, 3, 9, 5), now, local)).toBe('day 11/3');
    // On a clock 10 hours ahead it is already the 23rd, so a chat of 09:05 on the 22nd is yesterday's.
    const ahead = { ...local, wallClock: (d: Date) => new Date(d.getTime() + 10 * 3_600_000) };
    expect(historyDateChip(new Date(2026, 10, 22, 9, 5), now, ahead)).toBe('day 11/22');
  });
});
