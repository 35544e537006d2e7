import type { EvaluationAccess } from '@shared/contracts/evaluation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { evaluationApi } from '../api/evaluation-api';

const SIGNED_OUT: EvaluationAccess = { authorized: false, role: null, expiresAt: null, viaAdmin: false };

/** The server's refusal for a missing or expired evaluation session ('Authentication Required'). */
export const isAuthRequired = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** Who the caller is to the harness, as the server decides it (admin, or a code's session). */
export function useEvaluationAccess() {
  return useQuery({
    queryKey: queryKeys.evaluation.access,
    queryFn: ({ signal }) => evaluationApi.access(signal),
    retry: 1,
  });
}

/** Forgets everything the harness read but the access, which becomes `access`. */
function useResetTo() {
  const queryClient = useQueryClient();
  return (access: EvaluationAccess) => {
    queryClient.removeQueries({
      queryKey: queryKeys.evaluation.all,
      predicate: (query) => query.queryKey[1] !== 'access',
    });
    queryClient.setQueryData(queryKeys.evaluation.access, access);
  };
}

/** The gate's code: a valid one opens a 24-hour session (the server sets its cookie). */
export function useEnterCode() {
  const resetTo = useResetTo();
  return useMutation({
    mutationFn: (code: string) => evaluationApi.enter(code),
    onSuccess: (access) => resetTo(access),
  });
}

/**
 * Logout: the code's session ends and the gate shows. (An admin's access comes from their account,
 * so the server is asked again rather than assumed.)
 */
export function useLeave() {
  const resetTo = useResetTo();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => evaluationApi.leave(),
    onSuccess: async () => {
      resetTo(SIGNED_OUT);
      await queryClient.invalidateQueries({ queryKey: queryKeys.evaluation.access });
    },
  });
}

/** The session ended under the dashboard (expired, or ended elsewhere): back to the gate. */
export function useSessionLost() {
  const resetTo = useResetTo();
  return () => resetTo(SIGNED_OUT);
}
