import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const chatPage = lazy(() => import('./components/chat-page').then((m) => ({ default: m.ChatPage })));
const historyPage = lazy(() =>
  import('./components/history/chat-history-page').then((m) => ({ default: m.ChatHistoryPage })),
);
/** The shared-chat page, framed by the public site (see screen-registry.ts). */
export const SHARED_CHAT_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/share/:shareId': lazy(() =>
    import('./components/share/shared-chat-page').then((m) => ({ default: m.SharedChatPage })),
  ),
};

/** The chat screens by route-map path: /chat (and /chat/new) start a chat, /chat/:chatId shows one. */
export const CHAT_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/chat': chatPage,
  '/chat/:chatId': chatPage,
  '/chat-history': historyPage,
};
