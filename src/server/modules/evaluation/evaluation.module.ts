import { defineServerModule } from '../module';
import { evaluationAccessRoutes } from './evaluation-access.routes';
import { evaluationReportRoutes } from './evaluation-report.routes';
import { evaluationRunsRoutes } from './evaluation-runs.routes';

/**
 * The evaluation harness (issue 22 §2–§3; platform.md §2 Evaluation dashboard, §3, §4, §9):
 * access by admin or code, runs as durable jobs, scoring, reports and improvement actions.
 */
export const evaluationModule = defineServerModule({
  name: 'evaluation',
  async routes(app, context) {
    await app.register(evaluationAccessRoutes, context);
    await app.register(evaluationRunsRoutes, context);
    await app.register(evaluationReportRoutes, context);
  },
});
