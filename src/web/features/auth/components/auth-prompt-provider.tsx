import { AuthPromptContext, type AuthPromptMode } from '@web/lib/auth/auth-prompt';
import { AUTH_PROMPT_EVENT, type AuthPromptEventMode } from '@web/lib/auth-prompt';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AuthModal } from './auth-modal';

/**
 * Mounts the auth modal once for the whole app; any feature opens it with `useAuthPrompt()` or,
 * without importing auth code, with `openAuthPrompt()` from lib/auth-prompt.
 */
export function AuthPromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthPromptMode>('login');
  const value = useMemo(
    () => ({
      open: (next: AuthPromptMode = 'login') => {
        setMode(next);
        setOpen(true);
      },
      close: () => setOpen(false),
    }),
    [],
  );

  // Pages that keep the auth code out of their chunk ask by event (lib/auth-prompt.ts).
  useEffect(() => {
    const onPrompt = (event: Event) => {
      const mode = (event as CustomEvent<{ mode?: AuthPromptEventMode }>).detail?.mode;
      value.open(mode === 'signup' ? 'signup' : 'login');
    };
    window.addEventListener(AUTH_PROMPT_EVENT, onPrompt);
    return () => window.removeEventListener(AUTH_PROMPT_EVENT, onPrompt);
  }, [value]);

  return (
    <AuthPromptContext.Provider value={value}>
      {children}
      <AuthModal open={open} mode={mode} onModeChange={setMode} onOpenChange={setOpen} />
    </AuthPromptContext.Provider>
  );
}
