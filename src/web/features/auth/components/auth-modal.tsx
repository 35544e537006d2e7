import { UI_TIMINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { ApiRequestError } from '@web/lib/api-client';
import type { AuthPromptMode } from '@web/lib/auth/auth-prompt';
import { browser } from '@web/lib/browser';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { signUpWithEmail } from '../api/auth-api';
import { type SignInError, useEmailSignIn } from '../hooks/use-email-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { authModalForm, firstModalProblem } from '../lib/auth-modal-form';
import { AuthErrorDisplay } from './auth-error-display';
import { GoogleButton } from './google-button';
import { TwoFactorForm } from './two-factor-form';

/** The page reloads to its own path 500 ms after a sign-in or sign-up from the modal. */
function reloadOwnPath() {
  setTimeout(() => {
    const { pathname, search, hash } = window.location;
    browser.assign(`${pathname}${search}${hash}`);
  }, UI_TIMINGS.authSettleMs);
}

interface AuthModalProps {
  open: boolean;
  mode: AuthPromptMode;
  onModeChange: (mode: AuthPromptMode) => void;
  onOpenChange: (open: boolean) => void;
}

/** The app-wide sign-in / sign-up modal (platform.md §2 "Auth modal and auth pages"). */
export function AuthModal({ open, mode, onModeChange, onOpenChange }: AuthModalProps) {
  const t = useT();
  const form = useZodForm(authModalForm(mode), { defaultValues: { email: '', password: '', name: '' } });
  const localError = firstModalProblem(form.formState.errors, t);
  const [signUpError, setSignUpError] = useState<SignInError | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  const onSignedIn = useCallback(() => {
    setSucceeded(true);
    reloadOwnPath();
  }, []);
  const signIn = useEmailSignIn(onSignedIn);
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  const google = useGoogleSignIn(here, onSignedIn);
  const { setError: setSignInError, backToCredentials } = signIn;
  const { setError: setGoogleError } = google;

  // Opening clears the fields and the error.
  useEffect(() => {
    if (!open) return;
    form.reset({ email: '', password: '', name: '' });
    setSignUpError(null);
    setSignInError(null);
    setGoogleError(null);
    setSucceeded(false);
    backToCredentials();
  }, [open, form.reset, setSignInError, setGoogleError, backToCredentials]);

  const processing = signIn.pending || signingUp || google.pending || succeeded;
  const serverError = mode === 'login' ? (signIn.error ?? google.error) : (signUpError ?? google.error);
  // The local message takes precedence over the server's.
  const shown: (SignInError & { plain?: boolean }) | null = localError
    ? { message: localError.message, plain: true }
    : serverError;

  const switchMode = (next: AuthPromptMode) => {
    form.clearErrors();
    setSignUpError(null);
    setSignInError(null);
    setGoogleError(null);
    onModeChange(next);
    emailRef.current?.focus();
  };

  const submit = form.handleSubmit(async ({ email, password, name }) => {
    if (processing) return;
    if (mode === 'login') {
      await signIn.submitCredentials(email, password);
      return;
    }
    setSigningUp(true);
    setSignUpError(null);
    try {
      await signUpWithEmail({ email, password, name });
      onSignedIn();
    } catch (caught) {
      setSignUpError({
        message: authErrorMessage(caught),
        code: caught instanceof ApiRequestError ? caught.code : undefined,
      });
    } finally {
      setSigningUp(false);
    }
  });
  const { ref: emailFieldRef, ...emailField } = form.register('email');

  const login = mode === 'login';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('auth.modal.close')}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          emailRef.current?.focus();
        }}
      >
        <DialogTitle>
          {signIn.step === 'two-factor'
            ? t('auth.twoFactor.heading')
            : login
              ? t('auth.modal.loginTitle')
              : t('auth.modal.signupTitle')}
        </DialogTitle>
        <DialogDescription>
          {login ? t('auth.modal.loginDescription') : t('auth.modal.signupDescription')}
        </DialogDescription>

        {signIn.step === 'two-factor' ? (
          <div className="mt-5">
            <TwoFactorForm
              pending={signIn.pending || succeeded}
              error={signIn.error}
              onSubmit={(code, kind) => void signIn.submitCode(code, kind)}
              onBack={signIn.backToCredentials}
            />
          </div>
        ) : (
          <>
            <form
              onSubmit={(e) => void submit(e)}
              noValidate
              className="mt-5 flex flex-col gap-4"
              aria-describedby={shown ? errorId : undefined}
            >
              {shown && (
                <AuthErrorDisplay
                  id={errorId}
                  message={shown.message}
                  code={shown.code}
                  plain={shown.plain}
                />
              )}
              <FormField
                label={t('auth.emailLabel')}
                type="email"
                autoComplete="email"
                placeholder={t('auth.emailPlaceholder')}
                disabled={processing}
                aria-invalid={localError?.field === 'email' || undefined}
                {...emailField}
                ref={(input) => {
                  emailFieldRef(input);
                  emailRef.current = input;
                }}
              />
              <FormField
                label={t('auth.passwordLabel')}
                type="password"
                autoComplete={login ? 'current-password' : 'new-password'}
                disabled={processing}
                aria-invalid={localError?.field === 'password' || undefined}
                {...form.register('password')}
              />
              {!login && (
                <FormField
                  label={t('auth.displayNameLabel')}
                  autoComplete="nickname"
                  maxLength={100}
                  disabled={processing}
                  aria-invalid={localError?.field === 'name' || undefined}
                  {...form.register('name')}
                />
              )}
              <Button type="submit" className="mt-1 w-full" disabled={processing}>
                {processing
                  ? t('auth.modal.processing')
                  : login
                    ? t('auth.modal.loginSubmit')
                    : t('auth.modal.signupSubmit')}
              </Button>
            </form>
            <GoogleButton onClick={google.start} pending={google.pending} disabled={processing} />
            <p className="mt-5 text-center text-sm text-muted-foreground">
              {login ? t('auth.modal.toSignup') : t('auth.modal.toLogin')}{' '}
              <button
                type="button"
                className="font-medium text-primary underline-offset-4 hover:underline disabled:opacity-50"
                disabled={processing}
                onClick={() => switchMode(login ? 'signup' : 'login')}
              >
                {login ? t('auth.modal.toSignupLink') : t('auth.modal.toLoginLink')}
              </button>
            </p>
            {login && (
              <p className="mt-2 text-center text-sm">
                <a
                  href="/forgot-password"
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t('auth.modal.forgotPassword')}
                </a>
              </p>
            )}
          </>
        )}
        {succeeded && (
          <p role="status" className="sr-only">
            {t('auth.modal.success')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
