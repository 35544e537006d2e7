import { AuthPromptContext, type AuthPromptMode } from '@web/lib/auth/auth-prompt';
import { AUTH_PROMPT_EVENT, type AuthPromptEventMode } from '@web/lib/auth-prompt';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';

// The modal (forms, dialog, validation) loads the first time it is asked for, not with every page.
const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/**
 * Mounts the auth modal once for the whole app; any feature opens it with `useAuthPrompt()` or,
 * without importing auth code, with `openAuthPrompt()` from lib/auth-prompt.
 */
export function AuthPromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [mode, setMode] = useState<AuthPromptMode>('login');
  const value = useMemo(
    () => ({
      open: (next: AuthPromptMode = 'login') => {
        setMode(next);
        setWanted(true);
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
      {wanted && (
        <Suspense fallback={null}>
          <AuthModal open={open} mode={mode} onModeChange={setMode} onOpenChange={setOpen} />
        </Suspense>
      )}
    </AuthPromptContext.Provider>
  );
}
