import { createContext, useContext } from 'react';

export interface StartupContextValue {
  /**
   * True when the app runs without its backend (`?bypass=true` or chosen on the offline screen),
   * or while the browser has no network connection.
   */
  offline: boolean;
}

export const StartupContext = createContext<StartupContextValue>({ offline: false });

export function useStartupStatus(): StartupContextValue {
  return useContext(StartupContext);
}
