import type { ImprovementList } from '@shared/contracts/evaluation-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { evaluationApi } from '../api/evaluation-api';
import { useWatchSession } from './use-session-watch';

/** A finished run's report (§3 Evaluation report, with §9's colour and rating). */
export function useReport(runId: string) {
  const query = useQuery({
    queryKey: queryKeys.evaluation.report(runId),
    queryFn: ({ signal }) => evaluationApi.report(runId, signal),
    retry: false,
  });
  useWatchSession(query.error);
  return query;
}

/** The last 10 runs' scores and the trend of the last 5 finished ones (§9). */
export function useHistory() {
  const query = useQuery({
    queryKey: queryKeys.evaluation.history,
    queryFn: ({ signal }) => evaluationApi.history(signal),
    retry: false,
  });
  useWatchSession(query.error);
  return query;
}

/** The caller's improvement actions of a run, with what they completed (kept on the server). */
export function useImprovements(runId: string) {
  const query = useQuery({
    queryKey: queryKeys.evaluation.improvements(runId),
    queryFn: ({ signal }) => evaluationApi.improvements(runId, signal),
    retry: false,
  });
  useWatchSession(query.error);
  return query;
}

/**
 * Toggle complete, optimistically: the card ticks at once and goes back, with the reason, if the
 * server refuses.
 */
export function useToggleImprovement(runId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.evaluation.improvements(runId);
  const mutation = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      evaluationApi.setImprovement(id, completed),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ImprovementList>(key);
      if (before) queryClient.setQueryData<ImprovementList>(key, withCompleted(before, id, completed));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (action) => {
      queryClient.setQueryData<ImprovementList>(key, (list) =>
        list ? withCompleted(list, action.id, action.completed) : list,
      );
    },
  });
  useWatchSession(mutation.error);
  return mutation;
}

/** Mark All Complete and Reset Progress: the server answers the whole list as it now is. */
export function useBulkImprovements(runId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: 'markAllComplete' | 'resetProgress') =>
      evaluationApi.bulkImprovements(runId, action),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.evaluation.improvements(runId), list),
  });
  useWatchSession(mutation.error);
  return mutation;
}

function withCompleted(list: ImprovementList, id: string, completed: boolean): ImprovementList {
  const actions = list.actions.map((action) => (action.id === id ? { ...action, completed } : action));
  return { actions, completedCount: actions.filter((action) => action.completed).length };
}
