import { useCallback, useState } from 'react';
import { authErrorMessage } from '../lib/auth-errors';
import { signInWithGoogle } from '../lib/google-sign-in';
import type { SignInError } from './use-email-sign-in';

/**
 * Starts Google sign-in from a click (the popup must open inside the click handler) and reports
 * the outcome. `onSignedIn` runs after a popup sign-in; a redirect leaves the page instead.
 */
export function useGoogleSignIn(destination: string, onSignedIn: () => Promise<void> | void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  const start = useCallback(() => {
    setPending(true);
    setError(null);
    signInWithGoogle(destination)
      .then(async (outcome) => {
        if (outcome === 'signed-in') await onSignedIn();
      })
      .catch((caught: unknown) => {
        const code = (caught as { code?: string } | null)?.code;
        setError({ message: authErrorMessage(caught), code });
        setPending(false);
      });
  }, [destination, onSignedIn]);

  return { start, pending, error, setError };
}
