import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** The prefixes other features invalidate must reach the keys the screens actually read. */
describe('queryKeys', () => {
  const cachedUnder = (prefix: readonly unknown[], keys: (readonly unknown[])[]) => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 1);
    return client.getQueryCache().findAll({ queryKey: prefix }).length;
  };

  it('puts every recipe list, detail and search under recipes.all, and folders apart', () => {
    const keys = [
      queryKeys.recipes.list({ limit: 20 } as never),
      queryKeys.recipes.detail('r1'),
      queryKeys.recipes.search('soup'),
      queryKeys.folders,
    ];
    expect(cachedUnder(queryKeys.recipes.all, keys)).toBe(3);
    expect(cachedUnder(queryKeys.recipes.lists(), keys)).toBe(1);
  });

  it('refreshes the chat history with the chat list, and every usage counter with usage.all', () => {
    expect(cachedUnder(queryKeys.chats.all, [queryKeys.chats.list(''), queryKeys.chats.history])).toBe(2);
    expect(cachedUnder(queryKeys.usage.all, [queryKeys.usage.scope('chat'), queryKeys.usage.scope('x')])).toBe(2);
  });
});
