import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';
import { MessagesSquare } from 'lucide-react';

// The catalogue namespaces its screen reads arrive with it.
const screen = lazyScreens(['messages', 'errors']);

/**
 * Direct messages (issue 23; platform.md §2 Messages): /messages with the inbox and the open
 * conversation, and the sidebar's Messages link with its live unread count.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/messages',
      layout: 'app',
      component: screen(() =>
        import('./components/messages-page').then((m) => ({ default: m.MessagesPage })),
      ),
    },
  ],
  nav: [
    {
      path: '/messages',
      labelKey: 'nav.messages',
      icon: MessagesSquare,
      order: 4,
      // Its code and words load with the sidebar, not with the start-up bundle.
      badge: lazyScreens(['messages'])(() =>
        import('./components/messages-nav-badge').then((m) => ({ default: m.MessagesNavBadge })),
      ),
    },
  ],
});
