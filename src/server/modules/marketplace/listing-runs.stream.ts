import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Usage } from '@shared/contracts/chat';
import { type RunEvent, runEventSchema } from '@shared/contracts/marketplace-trial';
import type { ListingRunStatus } from '../../db/schema';
import { openEventStream } from '../../realtime/sse';
import type { Allowance } from '../billing';
import type { GenerationManager } from '../chat';
import { presentRun } from './listing-runs.presenter';
import { finishRun } from './listing-runs.queries';
import type { StartedRun } from './trial.service';

/**
 * Streams a run to its runner and stores how it ended. Every piece of text goes through the leak
 * guard first; the reasoning, sources and progress of the generation are not passed on at all
 * (a model's reasoning is where it would think about the recipe). The result is stored whether
 * or not the runner is still there; closing the stream (Stop, a closed tab) stops the model.
 */
export function relayRun(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  started: StartedRun,
  deps: { manager: GenerationManager; allowance: Allowance },
): void {
  const { run, generation, charge } = started;
  const { db } = app.deps.database;
  const stream = openEventStream(request, reply, runEventSchema, {
    registry: app.eventStreams,
    uncheckedTypes: ['delta'],
  });
  let guard = started.guard();
  let output = '';
  let errorKey: string | null = null;
  const send = (event: RunEvent) => stream.send(event);
  const release = (text: string) => {
    if (!text) return;
    send({ type: 'delta', offset: output.length, text });
    output += text;
  };

  send({ type: 'start', run: presentRun(run), usage: charge.usage });
  const off = generation.subscribe((event) => {
    if (event.type === 'delta') release(guard.push(event.text));
    else if (event.type === 'snapshot') {
      // A retry writes the result again from the start.
      guard = started.guard();
      output = '';
      send({ type: 'reset' });
    } else if (event.type === 'retry') send({ type: 'retry', attempt: event.attempt, max: event.max });
    else if (event.type === 'error') {
      errorKey = event.key;
      send(event);
    }
  });
  stream.onClose(() => {
    off();
    deps.manager.cancel(run.id);
  });

  void generation.finished.then(async (outcome) => {
    release(guard.end());
    // Stopped before anything came: nothing was seen, so the try and the generation are given back.
    const status: ListingRunStatus =
      outcome.status === 'complete'
        ? 'done'
        : outcome.status === 'cancelled' && output.trim()
          ? 'stopped'
          : 'failed';
    const refunded = status === 'failed';
    let usage: Usage = charge.usage;
    try {
      if (refunded) {
        await charge.refund();
        usage = await deps.allowance.usage({ userId: run.userId });
      }
      const stored = await finishRun(db, run.id, {
        status,
        output,
        errorKey:
          status === 'failed'
            ? (errorKey ?? (outcome.status === 'interrupted' ? 'generation.failed' : null))
            : null,
        refunded,
      });
      if (stored) send({ type: 'done', run: presentRun(stored), usage });
    } catch (error) {
      request.log.error({ err: error, runId: run.id }, 'could not store the end of a listing run');
    } finally {
      stream.close();
    }
  });
}
