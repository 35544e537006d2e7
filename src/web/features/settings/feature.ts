import { defineFeature } from '@web/lib/define-feature';
import { lazy } from 'react';

export const feature = defineFeature({
  screens: [
    {
      path: '/settings',
      layout: 'app',
      component: lazy(() => import('./components/settings-page').then((m) => ({ default: m.SettingsPage }))),
    },
  ],
});
