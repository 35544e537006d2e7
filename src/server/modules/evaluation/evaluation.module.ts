import { createModelResolver } from '../../ai/model-registry';
import { defineServerModule } from '../module';
import { evaluationAccessRoutes } from './evaluation-access.routes';
import { evaluationReportRoutes } from './evaluation-report.routes';
import { evaluationModels, evaluationRunJobs } from './evaluation-run-job';
import { evaluationRunsRoutes } from './evaluation-runs.routes';
import { productRunScorer } from './run-scorer';

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
  jobs: (context) =>
    evaluationRunJobs({
      db: context.database.db,
      bus: context.bus,
      log: context.log,
      models: evaluationModels(createModelResolver(context.env)),
      scorer: productRunScorer(),
      metrics: context.metrics,
    }),
});
