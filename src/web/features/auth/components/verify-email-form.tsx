import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/i18n';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { verifyEmail } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthErrorDisplay } from './auth-error-display';
import { NewPasswordFields, type PasswordFieldError, newPasswordError } from './new-password-fields';

export type VerifyOutcome = 'verified' | 'invalid' | 'already';

/**
 * The verification link's form: whoever opens the mail sets the account's password (the one
 * given at sign-up may have been chosen by someone else), and is then signed in.
 */
export function VerifyEmailForm({
  token,
  onDone,
}: {
  token: string;
  onDone: (outcome: VerifyOutcome) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<PasswordFieldError | null>(null);
  const [error, setError] = useState<SignInError | null>(null);

  const clearErrors = () => {
    setFieldError(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm || pending) return;
    const invalidPassword = newPasswordError(password, confirm, t);
    if (invalidPassword) {
      setFieldError(invalidPassword);
      return;
    }
    clearErrors();
    setPending(true);
    try {
      await verifyEmail(token, password);
      onDone('verified');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.message === AUTH_MESSAGES.invalidLink)
        onDone('invalid');
      else if (caught instanceof ApiRequestError && caught.message === AUTH_MESSAGES.alreadyVerifiedSignIn)
        onDone('already');
      else
        setError({
          message: authErrorMessage(caught),
          code: caught instanceof ApiRequestError ? caught.code : undefined,
        });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard
      icon={
        <AuthIcon>
          <MailCheck />
        </AuthIcon>
      }
      heading={t('auth.verify.confirmHeading')}
      subheading={t('auth.verify.confirmBody')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {error && <AuthErrorDisplay message={error.message} code={error.code} />}
        <NewPasswordFields
          passwordLabel={t('auth.verify.passwordLabel')}
          confirmLabel={t('auth.verify.confirmLabel')}
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
          disabled={pending}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!password || !confirm || pending}>
          {pending ? t('auth.verify.submitting') : t('auth.verify.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
