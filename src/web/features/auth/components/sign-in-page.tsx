import { UI_TIMINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { refreshSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { signInSchema } from '@shared/contracts/auth';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useCallback, useId } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { useEmailSignIn } from '../hooks/use-email-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { claimAfterSignIn, destinationFromState } from '../lib/auth-redirect';
import { authWording } from '@web/lib/auth/auth-wording';
import { AuthCard, authLinkClasses } from './auth-card';
import { EmailField } from './email-field';
import { AuthErrorDisplay } from './auth-error-display';
import { AuthPageShell } from './auth-page-shell';
import { GoogleButton } from './google-button';
import { TwoFactorForm } from './two-factor-form';

export function SignInPage() {
  return (
    <AuthPageShell>
      <SignInForm />
    </AuthPageShell>
  );
}

/** /sign-in (chat-assistant.md §2): 'Welcome Back', e-mail and password, then back to the origin. */
function SignInForm() {
  const t = useT();
  useDocumentTitle(t('auth.signIn.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destination = destinationFromState(location.state);
  const form = useZodForm(signInSchema, {
    defaultValues: { email: '', password: '' },
    wording: authWording(t),
  });
  const [email, password] = form.watch(['email', 'password']);
  const errorId = useId();

  const onSignedIn = useCallback(async () => {
    await refreshSession(queryClient);
    claimAfterSignIn();
    await navigate(destination, { replace: true });
  }, [queryClient, navigate, destination]);

  const signIn = useEmailSignIn(onSignedIn);
  const google = useGoogleSignIn(
    destination,
    useCallback(async () => {
      await refreshSession(queryClient);
      claimAfterSignIn();
      setTimeout(() => void navigate(destination, { replace: true }), UI_TIMINGS.authSettleMs);
    }, [queryClient, navigate, destination]),
  );
  const busy = signIn.pending || google.pending;
  const error = signIn.error ?? google.error;

  if (signIn.step === 'two-factor') {
    return (
      <AuthCard heading={t('auth.twoFactor.heading')} focusHeading>
        <TwoFactorForm
          pending={signIn.pending}
          error={signIn.error}
          onSubmit={(code, kind) => void signIn.submitCode(code, kind)}
          onBack={signIn.backToCredentials}
        />
      </AuthCard>
    );
  }

  const submit = form.handleSubmit((values) => {
    google.setError(null);
    void signIn.submitCredentials(values.email, values.password);
  });

  return (
    <AuthCard
      heading={t('auth.signIn.heading')}
      subheading={t('auth.signIn.subheading')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link to="/sign-up" state={location.state} className={authLinkClasses}>
            {t('auth.signIn.signUpLink')}
          </Link>
        </>
      }
    >
      <form
        onSubmit={submitWhen(Boolean(email?.trim() && password) && !busy, submit)}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby={error ? errorId : undefined}
      >
        {error && <AuthErrorDisplay id={errorId} message={error.message} code={error.code} />}
        <EmailField
          field={form.register('email')}
          error={form.formState.errors.email?.message}
          disabled={busy}
        />
        <FormField
          label={t('auth.passwordLabel')}
          type="password"
          autoComplete="current-password"
          required
          error={form.formState.errors.password?.message}
          disabled={busy}
          labelAside={
            <Link to="/forgot-password" className={`text-xs ${authLinkClasses}`}>
              {t('auth.signIn.forgotPassword')}
            </Link>
          }
          {...form.register('password', { onChange: () => signIn.setError(null) })}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!email?.trim() || !password || busy}>
          {signIn.pending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      <GoogleButton onClick={google.start} pending={google.pending} disabled={busy} />
    </AuthCard>
  );
}
