import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens(['metrics', 'errors']);

/**
 * The metrics dashboards (platform.md §2 Metrics dashboard, demo pages; issue 22 §1): the user's
 * own figures (/metrics, and as a table /legacy-metrics), everyone's for an admin
 * (/admin/metrics), and the metrics test page that makes a real generation and interaction.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/metrics',
      layout: 'app',
      component: screen(() =>
        import('./components/my-metrics-page').then((m) => ({ default: m.MyMetricsPage })),
      ),
    },
    {
      path: '/admin/metrics',
      layout: 'app',
      component: screen(() =>
        import('./components/admin-metrics-page').then((m) => ({ default: m.AdminMetricsPage })),
      ),
    },
    {
      path: '/legacy-metrics',
      layout: 'app',
      component: screen(() =>
        import('./components/legacy-metrics-page').then((m) => ({ default: m.LegacyMetricsPage })),
      ),
    },
    {
      path: '/metrics-test',
      layout: 'app',
      component: screen(() =>
        import('./components/metrics-test-page').then((m) => ({ default: m.MetricsTestPage })),
      ),
    },
  ],
});
