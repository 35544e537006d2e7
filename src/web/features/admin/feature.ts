import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';
import { ShieldCheck } from 'lucide-react';

// The catalogue namespaces its screen reads arrive with it (the operations tabs read their own).
const screen = lazyScreens(['admin', 'admin-operations', 'errors']);

/**
 * The admin panel (issue 22 §4; platform.md §2 route map "Admin only", §6 Admin): /admin with
 * the tabs Moderation, Users, Contact messages, Jobs and Audit log. The route map's admin guard
 * shows everyone else 'Access Denied'; the sidebar's Admin Panel link shows only for admins.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/admin',
      layout: 'app',
      component: screen(() => import('./components/admin-page').then((m) => ({ default: m.AdminPage }))),
    },
  ],
  nav: [{ path: '/admin', labelKey: 'nav.adminPanel', icon: ShieldCheck, order: 5, adminOnly: true }],
});
