import { createContext, useContext, useEffect } from 'react';
import { isAuthRequired } from './use-evaluation-access';

/** What the page does when a call finds the session gone (the dashboard gives it). */
export const SessionLostContext = createContext<() => void>(() => undefined);

/**
 * Sends the page back to its gate ('Authentication Required') when `error` is the server's
 * refusal for a missing or expired evaluation session: every reading of the dashboard watches.
 */
export function useWatchSession(error: unknown) {
  const lost = useContext(SessionLostContext);
  useEffect(() => {
    if (isAuthRequired(error)) lost();
  }, [error, lost]);
}
