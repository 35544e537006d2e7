import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screen reads arrive with it.
const screen = lazyScreens(['evaluation', 'errors']);

/**
 * The evaluation dashboard (platform.md §2 "Evaluation dashboard", issue 22 items 2–3): internal
 * staff pass its own access-code gate (or are admins), start runs, follow them live and read the
 * report. In the sidebar layout; no sidebar link (it is internal).
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/internal/evaluation',
      layout: 'app',
      component: screen(() =>
        import('./components/evaluation-page').then((m) => ({ default: m.EvaluationPage })),
      ),
    },
  ],
});
