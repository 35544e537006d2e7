import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { evaluationEndpoints as endpoints } from '@shared/contracts/endpoints/evaluation';
import { type EvaluationRunSummary, evaluationRunEventSchema } from '@shared/contracts/evaluation';
import type { Db } from '../../db/client';
import { evaluationRuns } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { wakeJobs } from '../../jobs/enqueue';
import { openEventStream } from '../../realtime/sse';
import type { ServerModuleContext } from '../module';
import { evaluationPrincipalOf, guardEvaluationRoutes, readEvaluationAccess } from './evaluation-access';
import { enqueueEvaluationRun } from './evaluation-run-job';
import { caseOf, findRunSummary, listRecentRuns, listRunCases, runTopic } from './evaluation-runs.queries';

/** A stream re-reads the run this often even without a bus notice (a lost NOTIFY costs this much). */
const EVENTS_POLL_MS = 3_000;
const finished = (run: EvaluationRunSummary) => run.phase === 'complete' || run.phase === 'failed';

/** Evaluation runs: start, progress over SSE, cases (issue 22 §2). */
export async function evaluationRunsRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  // Every route here needs an evaluation session (or a signed-in admin), checked before validation.
  guardEvaluationRoutes(app);
  const route = endpointRoutes(app);

  route(endpoints.startRun, async ({ request, body }) => {
    const principal = evaluationPrincipalOf(request);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      // One run at a time: a run is minutes of model work, and a second would only slow the first.
      const running = await tx
        .select({ id: evaluationRuns.id })
        .from(evaluationRuns)
        .where(
          inArray(evaluationRuns.phase, [
            'generating_tests',
            'generating_solutions',
            'evaluating',
            'analyzing',
          ]),
        )
        .limit(1)
        .for('update');
      if (running.length > 0) throw new AppError('evaluation.runInProgress');
      await tx.insert(evaluationRuns).values({
        id,
        startedByUserId: principal.userId,
        startedByRole: principal.role,
        caseCount: body.caseCount,
        phase: 'generating_tests',
        progress: 0,
      });
      await enqueueEvaluationRun(tx as unknown as Db, id);
    });
    await wakeJobs(context.bus, request.log);
    return (await findRunSummary(db, id))!;
  });

  route(endpoints.listRuns, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { runs: await listRecentRuns(db) };
  });

  route(endpoints.getRun, async ({ reply, params }) => {
    reply.header('cache-control', 'no-store');
    const run = await findRunSummary(db, params.id);
    if (!run) throw new AppError('evaluation.runNotFound');
    return { run, cases: (await listRunCases(db, run.id)).map(caseOf) };
  });

  route(endpoints.runEvents, async ({ request, reply, params }) => {
    // Refusals are ordinary answers: the run is looked up before the stream opens.
    const first = await findRunSummary(db, params.id);
    if (!first) throw new AppError('evaluation.runNotFound');
    const stream = openEventStream(request, reply, evaluationRunEventSchema, { registry: app.eventStreams });
    let lastSent = '';
    let reading = false;
    let again = false;
    const send = (run: EvaluationRunSummary) => {
      const key = JSON.stringify(run);
      if (key === lastSent) return;
      lastSent = key;
      if (finished(run)) {
        stream.send({ type: 'end', run });
        stream.close();
      } else stream.send({ type: 'progress', run });
    };
    // One read at a time; a notice during a read asks for one more, so the last state is always sent.
    const refresh = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const run = await findRunSummary(db, params.id);
          if (run && !stream.closed) send(run);
        } while (again && !stream.closed);
      } catch (error) {
        request.log.warn({ err: error }, 'evaluation progress not read');
      } finally {
        reading = false;
      }
    };
    // A session that ends while watching (logout, 24 hours up) ends the stream with §8's words.
    const stillAllowed = async () => {
      if (await readEvaluationAccess(app, request).catch(() => null)) return true;
      const refused = new AppError('evaluation.authRequired');
      stream.send({ type: 'error', code: refused.code, message: refused.message });
      stream.close();
      return false;
    };
    const off = context.bus.subscribe(runTopic(params.id), () => void refresh());
    const timer = setInterval(() => {
      void stillAllowed().then(async (ok) => {
        if (ok) await refresh();
      });
    }, EVENTS_POLL_MS);
    stream.onClose(() => {
      off();
      clearInterval(timer);
    });
    send(first);
    // A notice between the first read and the subscription is caught by reading once more.
    void refresh();
    return reply;
  });
}
