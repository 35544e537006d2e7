import { createContext, useContext } from 'react';

export type AuthPromptMode = 'login' | 'signup';

export interface AuthPrompt {
  /** Opens the app-wide auth modal in the given mode (platform.md §2 "Auth modal"). */
  open: (mode?: AuthPromptMode) => void;
  close: () => void;
}

// Without a provider the prompt does nothing rather than crash the page that asked for it.
const NOOP: AuthPrompt = { open: () => {}, close: () => {} };

export const AuthPromptContext = createContext<AuthPrompt>(NOOP);

/** Any feature opens the sign-in / sign-up modal with `useAuthPrompt().open('login')`. */
export function useAuthPrompt(): AuthPrompt {
  return useContext(AuthPromptContext);
}
