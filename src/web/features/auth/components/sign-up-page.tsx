import { LIMITS, UI_TIMINGS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { refreshSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { signUpWithEmail } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { destinationFromState } from '../lib/auth-redirect';
import { AuthCard, authLinkClasses } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
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

type FieldError = { field: 'password' | 'confirm'; message: string } | null;

/**
 * /sign-up (chat-assistant.md §2, §5): 'Create Account'; passwords must match and be at least 6
 * characters; the server names the user after the part of the e-mail before the @.
 */
function SignUpForm() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destination = destinationFromState(location.state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError>(null);
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
  const ready = Boolean(email.trim() && password && confirm);

  const clearErrors = () => {
    setFieldError(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    if (password !== confirm) {
      setFieldError({ field: 'confirm', message: t('auth.signUp.passwordsMismatch') });
      return;
    }
    if (password.length < LIMITS.minPasswordLength) {
      setFieldError({ field: 'password', message: t('auth.signUp.passwordTooShort') });
      return;
    }
    clearErrors();
    google.setError(null);
    setPending(true);
    try {
      await signUpWithEmail({ email: email.trim(), password });
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
  };

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
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {shownError && <AuthErrorDisplay message={shownError.message} code={shownError.code} />}
        <EmailField value={email} disabled={busy} onChange={(value) => setEmail(value)} />
        <NewPasswordFields
          passwordLabel={t('auth.passwordLabel')}
          confirmLabel={t('auth.confirmPasswordLabel')}
          password={password}
          confirm={confirm}
          onPasswordChange={(value) => {
            setPassword(value);
            clearErrors();
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            clearErrors();
          }}
          fieldError={fieldError}
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
