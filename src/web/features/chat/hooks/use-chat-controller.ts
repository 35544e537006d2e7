import { useQueryClient } from '@tanstack/react-query';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from '@web/lib/toast';
import { CHATS_QUERY_KEY, USAGE_QUERY_KEY } from '../api/chat-api';
import { ChatController, type ChatMode, type ChatState } from '../lib/chat-controller';
import { standardMode } from '../lib/standard-mode';
import { currentDeviceProfile, streamBufferMs } from '../lib/stream-buffer';

/**
 * Chat controllers by `scope:chatId` (scope: the user id, or 'anon'). A controller outlives
 * the screen so a reply keeps streaming across the /chat/new -> /chat/{id} change and while the
 * user looks at another chat. Signing in or out drops the other scope's controllers.
 */
const registry = new Map<string, ChatController>();
let currentScope: string | null = null;

const keyOf = (scope: string, chatId: string | null) => `${scope}:${chatId ?? 'new'}`;

export function resetChatControllers(): void {
  for (const controller of registry.values()) controller.dispose();
  registry.clear();
  currentScope = null;
}

export function useChatController(
  chatId: string | null,
  mode: ChatMode | null,
  userId: string | null,
): ChatController | null {
  const queryClient = useQueryClient();
  const scope = mode === 'server' && userId ? `user:${userId}` : mode === 'anonymous' ? 'anon' : null;
  const key = scope ? keyOf(scope, chatId) : null;

  const controller = useMemo(() => {
    if (!scope || !key || !mode) return null;
    if (currentScope !== scope) {
      for (const [k, c] of registry)
        if (!k.startsWith(`${scope}:`)) {
          c.dispose();
          registry.delete(k);
        }
      currentScope = scope;
    }
    const existing = registry.get(key);
    if (existing) return existing;
    const created = new ChatController(mode, chatId, {
      onUsage: (usage) => queryClient.setQueriesData({ queryKey: USAGE_QUERY_KEY }, usage),
      onChatsChanged: () => void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY }),
      toast: (message) => toast(message),
      openAuthPrompt,
      standardMode: standardMode.get,
      streamBufferMs: () => streamBufferMs(currentDeviceProfile()),
    });
    created.onIdAssigned = (id) => {
      if (registry.get(key) === created) registry.delete(key);
      registry.set(keyOf(scope, id), created);
    };
    registry.set(key, created);
    return created;
  }, [key, scope, mode, chatId, queryClient]);

  // Load (or quietly refresh) a stored chat when it is shown, unless a reply is running in it.
  useEffect(() => {
    if (controller?.getSnapshot().chatId && !controller.hasActivity) void controller.load();
  }, [controller]);

  return controller;
}

const EMPTY = () => () => {};
export function useChatState(controller: ChatController | null): ChatState | null {
  return useSyncExternalStore(
    controller?.subscribe ?? EMPTY,
    () => controller?.getSnapshot() ?? null,
    () => controller?.getSnapshot() ?? null,
  );
}
