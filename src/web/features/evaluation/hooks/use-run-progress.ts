import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useContext, useEffect, useState } from 'react';
import { followRun } from '../api/follow-run';
import { isRunning } from './use-evaluation-runs';
import { SessionLostContext } from './use-session-watch';

export type RunConnection = 'live' | 'retrying' | 'lost';

export interface RunProgress {
  /** The run as the last event told it (the given summary until the first arrives). */
  run: EvaluationRunSummary;
  connection: RunConnection;
  /** An `error` event (the stream could not follow the run; the run itself goes on). */
  streamError: { code: string; message: string } | null;
  /** Opens the stream again after it was lost or refused. */
  reconnect: () => void;
}

/**
 * The live progress of a running run over SSE (§4 phases and percentages). When it ends, the
 * runs, the run's cases and the history are read again, so the report shows the finished run.
 */
export function useRunProgress(initial: EvaluationRunSummary): RunProgress {
  const queryClient = useQueryClient();
  const lost = useContext(SessionLostContext);
  const [run, setRun] = useState(initial);
  const [connection, setConnection] = useState<RunConnection>('live');
  const [streamError, setStreamError] = useState<RunProgress['streamError']>(null);
  const [attempt, setAttempt] = useState(0);
  const id = initial.id;
  const following = isRunning(initial);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` opens the stream again on Reconnect.
  useEffect(() => {
    if (!following) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.evaluation.runs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.evaluation.run(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.evaluation.history });
    };
    return followRun(id, {
      onEvent: (event) => {
        setConnection('live');
        if (event.type === 'error') {
          // The session ended while following: back to the gate.
          if (event.code === 'UNAUTHORIZED') lost();
          setStreamError({ code: event.code, message: event.message });
          return;
        }
        setRun(event.run);
        if (event.type === 'end') refresh();
      },
      // The browser retries by itself; a closed stream (401, 404) is lost: the list is read again,
      // which also finds an ended session.
      onConnectionError: (fatal) => {
        setConnection(fatal ? 'lost' : 'retrying');
        if (fatal) refresh();
      },
    });
  }, [id, following, queryClient, lost, attempt]);

  const reconnect = () => {
    setStreamError(null);
    setConnection('live');
    setAttempt((n) => n + 1);
  };

  return { run: latest(run, initial), connection, streamError, reconnect };
}

/** The further of what the events said and what the server was last read saying. */
function latest(fromEvents: EvaluationRunSummary, read: EvaluationRunSummary): EvaluationRunSummary {
  if (fromEvents.id !== read.id) return read;
  if (!isRunning(fromEvents)) return fromEvents;
  if (!isRunning(read)) return read;
  return read.progress > fromEvents.progress ? read : fromEvents;
}
