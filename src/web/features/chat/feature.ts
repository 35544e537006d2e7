import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens(['chat', 'recipe-presenter', 'errors']);

// /chat (and /chat/new) start a chat, /chat/:chatId shows one: the same screen.
const chatPage = screen(() => import('./components/chat-page').then((m) => ({ default: m.ChatPage })));

export const feature = defineFeature({
  screens: [
    { path: '/chat', layout: 'app', component: chatPage },
    { path: '/chat/:chatId', layout: 'app', component: chatPage },
    // The same chat, focused: full width, no sidebar (focus/focus-chat-page.tsx).
    {
      path: '/aichat',
      layout: 'focus',
      component: screen(() =>
        import('./components/focus/focus-chat-page').then((m) => ({ default: m.FocusChatPage })),
      ),
    },
    {
      path: '/chat-history',
      layout: 'app',
      component: screen(() =>
        import('./components/history/chat-history-page').then((m) => ({ default: m.ChatHistoryPage })),
      ),
    },
    // A shared chat is read by people without an account: framed by the public site.
    {
      path: '/share/:shareId',
      layout: 'site',
      component: screen(() =>
        import('./components/share/shared-chat-page').then((m) => ({ default: m.SharedChatPage })),
      ),
    },
  ],
  // New Recipe (/chat/new) is the sidebar's button above the links (sidebar-chat-list.tsx), and
  // the chat list's View All leads to /chat-history: no link of their own.
});
