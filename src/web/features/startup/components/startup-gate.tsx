import { type ReactNode, useMemo } from 'react';
import { useBrowserOnline } from '../hooks/use-browser-online';
import { hasBypassParam, type StartupCheckOptions, useStartupCheck } from '../hooks/use-startup-check';
import { StartupContext } from '../startup-context';
import { OfflineScreen } from './offline-screen';
import { StartupScreen } from './startup-screen';

interface StartupGateProps extends Partial<StartupCheckOptions> {
  children: ReactNode;
}

/**
 * Holds the app back until the backend is ready (platform.md §2 "App start"): the start-up
 * screen, then the app, or the offline screen after the start-up window. Once through, the app
 * also counts as offline while the browser has no connection, so every screen that reads
 * `useStartupStatus()` says what is unavailable when the network drops.
 */
export function StartupGate({ children, bypass, ...options }: StartupGateProps) {
  const skip = useMemo(() => bypass ?? hasBypassParam(), [bypass]);
  const { state, retry } = useStartupCheck({ bypass: skip, ...options });
  const online = useBrowserOnline();
  const contextValue = useMemo(
    () => ({ offline: state.status === 'ready' && (state.offline || !online) }),
    [state, online],
  );

  if (state.status === 'checking') return <StartupScreen />;
  if (state.status === 'offline') return <OfflineScreen failure={state.failure} onRetry={retry} />;
  return <StartupContext.Provider value={contextValue}>{children}</StartupContext.Provider>;
}
