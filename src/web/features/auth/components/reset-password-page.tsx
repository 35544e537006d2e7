import { AUTH_MESSAGES, resetPasswordSchema } from '@shared/contracts/auth';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { authWording } from '@web/lib/auth/auth-wording';
import { AuthCard, AuthIcon } from './auth-card';
import { NewPasswordFields, newPasswordForm } from './new-password-fields';
import { AuthErrorDisplay } from './auth-error-display';

const resetForm = newPasswordForm(resetPasswordSchema.shape.newPassword);

/**
 * /reset-password, where the mailed reset link lands: ?token=… to choose a new password, or
 * ?error=INVALID_TOKEN (and a reused or forged token) for an invalid-link view.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalid, setInvalid] = useState(!token || params.has('error'));
  const [done, setDone] = useState(false);
  const form = useZodForm(resetForm, {
    defaultValues: { password: '', confirm: '' },
    wording: authWording(t),
  });
  const [password, confirm] = form.watch(['password', 'confirm']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  if (invalid) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="danger">
            <LinkIcon />
          </AuthIcon>
        }
        heading={t('auth.reset.invalidHeading')}
        subheading={t('auth.reset.invalidBody')}
      >
        <Link to="/forgot-password" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon tone="success">
            <CircleCheck />
          </AuthIcon>
        }
        heading={t('auth.reset.doneHeading')}
        subheading={t('auth.reset.doneBody')}
      >
        <Link to="/sign-in" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('auth.reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  const clearErrors = () => {
    form.clearErrors();
    setError(null);
  };

  const ready = Boolean(password && confirm && token) && !pending;
  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    clearErrors();
    setPending(true);
    try {
      await resetPassword(token, values.password);
      setDone(true);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.message === AUTH_MESSAGES.invalidLink) setInvalid(true);
      else
        setError({
          message: authErrorMessage(caught),
          code: caught instanceof ApiRequestError ? caught.code : undefined,
        });
    } finally {
      setPending(false);
    }
  });

  return (
    <AuthCard
      icon={
        <AuthIcon>
          <KeyRound />
        </AuthIcon>
      }
      heading={t('auth.reset.heading')}
      subheading={t('auth.reset.subheading')}
    >
      <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-4">
        {error && <AuthErrorDisplay message={error.message} code={error.code} />}
        <NewPasswordFields
          passwordLabel={t('auth.reset.newPasswordLabel')}
          confirmLabel={t('auth.reset.confirmLabel')}
          password={form.register('password', { onChange: clearErrors })}
          confirm={form.register('confirm', { onChange: clearErrors })}
          errors={form.formState.errors}
          disabled={pending}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!ready}>
          {pending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
