import type { Usage } from '@shared/contracts/chat';
import type { ListingRun } from '@shared/contracts/marketplace-trial';
import type { KeyedError } from '@shared/errors/error-table';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, isAbortError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamRun } from './trial-api';

/** What went wrong, as the errors catalogue words it (key and parameters) with its English text. */
export interface RunError extends Partial<KeyedError> {
  code: string;
  message: string;
}

/**
 * A run as this tab sees it: 'starting' until the server accepts it, then 'streaming' with the
 * result so far, and 'finished' (done or stopped) or 'failed'. `run` is the stored run once known.
 */
export interface RunState {
  phase: 'idle' | 'starting' | 'streaming' | 'finished' | 'failed';
  text: string;
  run: ListingRun | null;
  usage: Usage | null;
  error: RunError | null;
  /** A lost connection being retried: attempt n of max. */
  retry: { attempt: number; max: number } | null;
}

const IDLE: RunState = { phase: 'idle', text: '', run: null, usage: null, error: null, retry: null };

/**
 * Starts and follows one run of a listing (a visitor's try, or the creator's sample run). Stop
 * aborts the request, which stops the model on the server; what came so far stays.
 */
export function useListingRun(listingId: string, kind: 'trial' | 'creator') {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage.all });
    void queryClient.invalidateQueries({
      queryKey:
        kind === 'trial' ? queryKeys.marketplace.trial(listingId) : queryKeys.marketplace.runs(listingId),
    });
  }, [queryClient, kind, listingId]);

  const start = useCallback(
    async (input: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ ...IDLE, phase: 'starting' });
      try {
        await streamRun(
          kind,
          listingId,
          input,
          (event) =>
            setState((s) => {
              switch (event.type) {
                case 'start':
                  return { ...s, phase: 'streaming', run: event.run, usage: event.usage };
                case 'delta':
                  return { ...s, text: s.text.slice(0, event.offset) + event.text, retry: null };
                case 'reset':
                  return { ...s, text: '' };
                case 'retry':
                  return { ...s, retry: { attempt: event.attempt, max: event.max } };
                case 'error':
                  return { ...s, error: event };
                case 'done':
                  return {
                    ...s,
                    phase: event.run.status === 'failed' ? 'failed' : 'finished',
                    run: event.run,
                    text: event.run.output,
                    usage: event.usage,
                    retry: null,
                  };
              }
            }),
          own.signal,
        );
        // A stream that ended without its 'done' (the connection dropped): the stored run tells.
        setState((s) =>
          s.phase === 'streaming' || s.phase === 'starting'
            ? { ...s, phase: 'failed', error: s.error ?? { code: 'NETWORK', message: 'Connection lost' } }
            : s,
        );
      } catch (error) {
        if (isAbortError(error)) {
          // Stopped: the server keeps what came (or gives the try back if nothing had).
          setState((s) => ({ ...s, phase: s.text.trim() ? 'finished' : 'idle', retry: null }));
        } else {
          const e =
            error instanceof ApiRequestError
              ? { code: error.code, message: error.message, key: error.key, params: error.params }
              : { code: 'INTERNAL', message: String(error) };
          setState((s) => ({ ...s, phase: 'failed', error: e, retry: null }));
        }
      } finally {
        if (controller.current === own) controller.current = null;
        refresh();
      }
    },
    [kind, listingId, refresh],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { state, start, stop, reset, busy: state.phase === 'starting' || state.phase === 'streaming' };
}
