import { describe, expect, it } from 'vitest';
import { chatGroupOf, groupChats } from './chat-groups';

const now = new Date(2025, 5, 20, 10, 0, 0); // 20 June 2025, 10:00 local
const at = (days: number, hour = 9) => new Date(2025, 5, 20 - days, hour, 0, 0).toISOString();

describe('sidebar chat groups (platform.md §2)', () => {
  it('puts chats in TODAY, YESTERDAY, PREVIOUS 7 DAYS, PREVIOUS 30 DAYS and OLDER by calendar day', () => {
    expect(chatGroupOf(at(0, 0), now)).toBe('today');
    expect(chatGroupOf(at(1, 23), now)).toBe('yesterday');
    expect(chatGroupOf(at(2), now)).toBe('previous7');
    expect(chatGroupOf(at(7), now)).toBe('previous7');
    expect(chatGroupOf(at(8), now)).toBe('previous30');
    expect(chatGroupOf(at(30), now)).toBe('previous30');
    expect(chatGroupOf(at(31), now)).toBe('older');
  });

  it('orders groups and chats newest first and leaves empty groups out', () => {
    const chats = [
      { id: 'old', title: 'Old', createdAt: at(90), updatedAt: at(90) },
      { id: 't1', title: 'Morning', createdAt: at(0, 8), updatedAt: at(0, 8) },
      { id: 't2', title: 'Later', createdAt: at(0, 9), updatedAt: at(0, 9) },
      { id: 'w', title: 'Week', createdAt: at(3), updatedAt: at(3) },
    ];
    const groups = groupChats(chats, now);
    expect(groups.map((g) => g.group)).toEqual(['today', 'previous7', 'older']);
    expect(groups[0]!.chats.map((c) => c.id)).toEqual(['t2', 't1']);
  });

  it('reads days on the clock it is given', () => {
    // 12 hours ahead: 20 June 10:00 reads 22:00, and 19 June 23:00 reads 20 June 11:00, today.
    const ahead = (d: Date) => new Date(d.getTime() + 12 * 3_600_000);
    const chats = [{ id: 'late', title: 'Late', createdAt: at(1, 23), updatedAt: at(1, 23) }];
    expect(groupChats(chats, now).map((g) => g.group)).toEqual(['yesterday']);
    expect(groupChats(chats, now, ahead).map((g) => g.group)).toEqual(['today']);
  });
});
