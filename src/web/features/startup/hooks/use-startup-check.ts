import { UI_TIMINGS } from '@shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { checkReadiness, type StartupFailure } from '../api/check-readiness';

export type StartupState =
  | { status: 'checking' }
  | { status: 'ready'; offline: boolean }
  | { status: 'offline'; failure: StartupFailure | null };

export interface StartupCheckOptions {
  /** `?bypass=true`: skip the check and run in offline mode. */
  bypass: boolean;
  timeoutMs?: number;
  pollMs?: number;
  fetchImpl?: typeof fetch;
}

export const STARTUP_POLL_MS = 1_000;

/** Reads `bypass=true` from the page URL (chat-assistant.md §2). */
export function hasBypassParam(search = window.location.search): boolean {
  return new URLSearchParams(search).get('bypass') === 'true';
}

/**
 * Polls GET /readyz about every second until it answers 200 or the start-up window (5 s) closes;
 * then the offline screen shows the last failure seen, if any.
 */
export function useStartupCheck({
  bypass,
  timeoutMs = UI_TIMINGS.startupTimeoutMs,
  pollMs = STARTUP_POLL_MS,
  fetchImpl,
}: StartupCheckOptions) {
  const [state, setState] = useState<StartupState>(() =>
    bypass ? { status: 'ready', offline: true } : { status: 'checking' },
  );
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (bypass) return;
    // `run` re-triggers this effect for Retry Connection.
    void run;
    const controller = new AbortController();
    let done = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let lastFailure: StartupFailure | null = null;

    const finish = (next: StartupState) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      clearTimeout(pollTimer);
      controller.abort();
      setState(next);
    };

    const deadline = setTimeout(() => finish({ status: 'offline', failure: lastFailure }), timeoutMs);

    const attempt = async () => {
      const result = await checkReadiness(controller.signal, fetchImpl);
      if (done) return;
      if (result.ok) {
        finish({ status: 'ready', offline: false });
        return;
      }
      if (result.failure.kind !== 'aborted') lastFailure = result.failure;
      pollTimer = setTimeout(() => void attempt(), pollMs);
    };
    void attempt();

    return () => {
      done = true;
      clearTimeout(deadline);
      clearTimeout(pollTimer);
      controller.abort();
    };
  }, [bypass, run, timeoutMs, pollMs, fetchImpl]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setRun((n) => n + 1);
  }, []);

  return { state, retry };
}
