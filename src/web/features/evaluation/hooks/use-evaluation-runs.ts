import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { type EvaluationCaseCount, evaluationApi } from '../api/evaluation-api';
import { useWatchSession } from './use-session-watch';

/** A run still moving through its phases (§4): neither complete nor failed. */
export const isRunning = (run: Pick<EvaluationRunSummary, 'phase'>) =>
  run.phase !== 'complete' && run.phase !== 'failed' && run.phase !== 'idle';

/** The last 10 runs, newest first: the page picks up a running one after a reload. */
export function useRuns() {
  const query = useQuery({
    queryKey: queryKeys.evaluation.runs,
    queryFn: ({ signal }) => evaluationApi.runs(signal),
    retry: false,
  });
  useWatchSession(query.error);
  return query;
}

/** One run with its cases (prompts, recipes, scores). */
export function useRun(id: string, enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.evaluation.run(id),
    queryFn: ({ signal }) => evaluationApi.run(id, signal),
    enabled,
    retry: false,
  });
  useWatchSession(query.error);
  return query;
}

/** New Evaluation's start: the run is queued as a durable job on the server. */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseCount: EvaluationCaseCount) => evaluationApi.startRun(caseCount),
    onSuccess: (run) => {
      queryClient.setQueryData(
        queryKeys.evaluation.runs,
        (list: { runs: EvaluationRunSummary[] } | undefined) =>
          list ? { runs: [run, ...list.runs.filter((r) => r.id !== run.id)] } : list,
      );
    },
  });
}
