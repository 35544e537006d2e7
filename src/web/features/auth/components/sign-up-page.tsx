import { signUpSchema } from '@shared/contracts/auth';
import { UI_TIMINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { refreshSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { useT } from '@web/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { signUpWithEmail } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { destinationFromState } from '../lib/auth-redirect';
import { authWording } from '@web/lib/auth/auth-wording';
import { AuthCard, authLinkClasses } from './auth-card';
import { NewPasswordFields, newPasswordForm } from './new-password-fields';
import { EmailField } from './email-field';
import { AuthErrorDisplay } from './auth-error-display';
import { AuthPageShell } from './auth-page-shell';
import { GoogleButton } from './google-button';

export function SignUpPage() {
  return (
    <AuthPageShell>
      <SignUpForm />
    </AuthPageShell>
  );
}

/** The sign-up endpoint's e-mail and password rules, with the confirmation the page adds. */
const signUpForm = z
  .object({ email: signUpSchema.shape.email })
  .and(newPasswordForm(signUpSchema.shape.password));

/**
 * /sign-up (chat-assistant.md §2, §5): 'Create Account'; passwords must match and be at least 6
 * characters; the server names the user after the part of the e-mail before the @.
 */
function SignUpForm() {
  const t = useT();
  useDocumentTitle(t('auth.signUp.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destination = destinationFromState(location.state);
  const form = useZodForm(signUpForm, {
    defaultValues: { email: '', password: '', confirm: '' },
    wording: authWording(t),
  });
  const [email, password, confirm] = form.watch(['email', 'password', 'confirm']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  const google = useGoogleSignIn(
    destination,
    useCallback(async () => {
      await refreshSession(queryClient);
      setTimeout(() => void navigate(destination, { replace: true }), UI_TIMINGS.authSettleMs);
    }, [queryClient, navigate, destination]),
  );
  const busy = pending || google.pending;
  const shownError = error ?? google.error;
  const ready = Boolean(email?.trim() && password && confirm);

  const clearErrors = () => {
    form.clearErrors();
    setError(null);
  };

  const submit = form.handleSubmit(async (values) => {
    clearErrors();
    google.setError(null);
    setPending(true);
    try {
      await signUpWithEmail({ email: values.email, password: values.password });
      toast.success(t('auth.signUp.verificationSent'));
      await refreshSession(queryClient);
      await navigate(destination, { replace: true });
    } catch (caught) {
      setError({
        message: authErrorMessage(caught),
        code: caught instanceof ApiRequestError ? caught.code : undefined,
      });
      setPending(false);
    }
  });

  return (
    <AuthCard
      heading={t('auth.signUp.heading')}
      subheading={t('auth.signUp.subheading')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to="/sign-in" state={location.state} className={authLinkClasses}>
            {t('auth.signUp.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={submitWhen(ready && !busy, submit)} noValidate className="flex flex-col gap-4">
        {shownError && <AuthErrorDisplay message={shownError.message} code={shownError.code} />}
        <EmailField
          field={form.register('email')}
          error={form.formState.errors.email?.message}
          disabled={busy}
        />
        <NewPasswordFields
          passwordLabel={t('auth.passwordLabel')}
          confirmLabel={t('auth.confirmPasswordLabel')}
          password={form.register('password', { onChange: clearErrors })}
          confirm={form.register('confirm', { onChange: clearErrors })}
          errors={form.formState.errors}
          disabled={busy}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!ready || busy}>
          {pending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted-foreground">
          {t('auth.signUp.agreementStart')}{' '}
          <Link to="/terms" className={authLinkClasses}>
            {t('auth.terms')}
          </Link>{' '}
          {t('auth.signUp.agreementAnd')}{' '}
          <Link to="/privacy" className={authLinkClasses}>
            {t('auth.privacy')}
          </Link>
          .
        </p>
      </form>
      <GoogleButton onClick={google.start} pending={google.pending} disabled={busy} />
    </AuthCard>
  );
}
