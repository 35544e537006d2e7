import { defineServerModule } from '../module';
import { generationActionsRoutes } from './generation-actions.routes';
import { metricsDashboardRoutes } from './metrics-dashboard.routes';
import { prometheusRoutes } from './prometheus.routes';

/**
 * Generation metrics (issue 22 §1; platform.md §2 Metrics dashboard, §7 recipe generation and
 * metrics): what every generation cost and how it ended, the user's later actions on it, hourly
 * rollups, the dashboards' data and the Prometheus endpoint.
 */
export const metricsModule = defineServerModule({
  name: 'metrics',
  async routes(app, context) {
    await app.register(generationActionsRoutes, context);
    await app.register(metricsDashboardRoutes, context);
    await app.register(prometheusRoutes, context);
  },
});
