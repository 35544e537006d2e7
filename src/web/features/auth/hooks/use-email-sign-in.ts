import { ApiRequestError } from '@web/lib/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { signInWithEmail, verifyTwoFactor } from '../api/auth-api';
import { authErrorMessage } from '../lib/auth-errors';
import { createLoginAttempts } from '../lib/login-attempts';

export type SignInStep = 'credentials' | 'two-factor';

export interface SignInError {
  message: string;
  code?: string;
}

/**
 * E-mail sign-in as the page and the modal share it: the browser-side attempt counter on top of
 * the server's limit, the two-factor code step, and the spec's texts for failures.
 */
export function useEmailSignIn(onSignedIn: () => Promise<void> | void) {
  const t = useT();
  const attempts = useMemo(() => createLoginAttempts(), []);
  const [step, setStep] = useState<SignInStep>('credentials');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  const fail = useCallback((caught: unknown) => {
    setError({
      message: authErrorMessage(caught),
      code: caught instanceof ApiRequestError ? caught.code : undefined,
    });
    setPending(false);
  }, []);

  const succeed = useCallback(async () => {
    attempts.reset();
    await onSignedIn();
  }, [attempts, onSignedIn]);

  const submitCredentials = useCallback(
    async (email: string, password: string) => {
      if (attempts.isLocked()) {
        setError({ message: t('auth.rateLimit.local') });
        return;
      }
      setPending(true);
      setError(null);
      try {
        const result = await signInWithEmail(email.trim(), password);
        if (result.twoFactor) {
          setStep('two-factor');
          setPending(false);
          return;
        }
        await succeed();
      } catch (caught) {
        // Wrong credentials (401) and the server's lockout (429) count as failed attempts here too.
        if (caught instanceof ApiRequestError && (caught.status === 401 || caught.status === 429))
          attempts.recordFailure();
        fail(caught);
      }
    },
    [attempts, fail, succeed, t],
  );

  const submitCode = useCallback(
    async (code: string, kind: 'totp' | 'backup') => {
      setPending(true);
      setError(null);
      try {
        await verifyTwoFactor(code, kind);
        await succeed();
      } catch (caught) {
        fail(caught);
      }
    },
    [fail, succeed],
  );

  const backToCredentials = useCallback(() => {
    setStep('credentials');
    setError(null);
  }, []);

  return { step, pending, error, setError, submitCredentials, submitCode, backToCredentials };
}
