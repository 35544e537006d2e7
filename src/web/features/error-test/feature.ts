import { defineFeature } from '@web/lib/define-feature';
import { lazy } from 'react';

export const feature = defineFeature({
  screens: [
    {
      path: '/error-test',
      layout: 'app',
      component: lazy(() =>
        import('./components/error-test-page').then((m) => ({ default: m.ErrorTestPage })),
      ),
    },
  ],
});
