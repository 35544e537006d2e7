import type { Me, SessionState } from '@shared/contracts/auth';
import type { ClientConfig } from '@shared/contracts/client-config';
import { START_UP_ENDPOINTS } from '@shared/contracts/endpoints/start-up';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, getJson, postJson } from '../api-client';
import { endpointUrl } from '../api/call-endpoint';
import { queryKeys } from '../query-keys';
import { clearUserCaches } from '../service-worker';

export type SessionUser = Me['user'];

/**
 * Shape checks for the two answers every page load needs. Deliberately not the zod contracts:
 * this module is on the start-up path, and zod would weigh more than the rest of it together.
 * For the same reason it calls the endpoints by their schema-free addresses (endpoints/start-up.ts).
 */
function isSessionBody(body: unknown): body is SessionState {
  if (!body || typeof body !== 'object' || !('user' in body)) return false;
  const user = (body as { user: Record<string, unknown> | null }).user;
  return (
    user === null ||
    (typeof user.id === 'string' && typeof user.email === 'string' && typeof user.emailVerified === 'boolean')
  );
}

function isClientConfig(body: unknown): body is ClientConfig {
  const config = body as Record<string, unknown> | null;
  return !!config && typeof config.aiProvider === 'string' && typeof config.googleSignIn === 'boolean';
}

/**
 * GET /api/session: the signed-in user, or null when signed out. It answers 200 either way, so a
 * visitor's page load logs no failed request. Other failures throw.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const body = await getJson<unknown>(endpointUrl(START_UP_ENDPOINTS.session));
  if (!isSessionBody(body)) throw new ApiRequestError('INTERNAL', 'Unexpected answer from the server.', 200);
  return body.user;
}

/**
 * The auth state of the whole app. `isPending` until the first answer (chat-assistant.md §4:
 * "loading until the first auth state resolves"); then `user` is the user or null.
 */
export function useSession() {
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchSessionUser,
    staleTime: 60_000,
    retry: 1,
  });
  return {
    user: query.data ?? null,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** Re-reads the session after a sign-in, sign-up or verification and waits for the answer. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: fetchSessionUser, staleTime: 0 });
}

/**
 * Forgets everything the signed-in user had in memory (chat-assistant.md §4: on sign-out the
 * profile and subscription are cleared) and marks the session signed out.
 */
export function clearSignedInState(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.clientConfig[0] });
  queryClient.setQueryData(queryKeys.session, null);
  clearUserCaches();
}

/** Signs out on the server (best effort) and clears the local state; the caller navigates. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await postJson(endpointUrl(START_UP_ENDPOINTS.signOut), {});
    } finally {
      clearSignedInState(queryClient);
    }
  }, [queryClient]);
}

const FALLBACK_CONFIG: ClientConfig = {
  appName: 'Recipe Forge',
  publicUrl: '',
  aiProvider: 'offline',
  googleSignIn: false,
  freeGenerations: 3,
  payments: 'local',
};

/** GET /api/config: what the browser may know (Google sign-in shown only when configured). */
export function useClientConfig(): ClientConfig {
  const query = useQuery({
    queryKey: queryKeys.clientConfig,
    queryFn: async () => {
      const body = await getJson<unknown>(endpointUrl(START_UP_ENDPOINTS.config));
      if (!isClientConfig(body))
        throw new ApiRequestError('INTERNAL', 'Unexpected answer from the server.', 200);
      return body;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? FALLBACK_CONFIG;
}
