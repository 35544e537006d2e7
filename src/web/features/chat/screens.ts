import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const chatPage = lazy(() => import('./components/chat-page').then((m) => ({ default: m.ChatPage })));

/** The chat screens by route-map path: /chat (and /chat/new) start a chat, /chat/:chatId shows one. */
export const CHAT_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/chat': chatPage,
  '/chat/:chatId': chatPage,
};
