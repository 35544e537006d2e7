import { AUTH_MESSAGES, verifyEmailSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/i18n';
import { MailCheck } from 'lucide-react';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { verifyEmail } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { authWording } from '@web/lib/auth/auth-wording';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthErrorDisplay } from './auth-error-display';
import { NewPasswordFields, newPasswordForm } from './new-password-fields';

const verifyForm = newPasswordForm(verifyEmailSchema.shape.password);

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
  const form = useZodForm(verifyForm, {
    defaultValues: { password: '', confirm: '' },
    wording: authWording(t),
  });
  const [password, confirm] = form.watch(['password', 'confirm']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  const clearErrors = () => {
    form.clearErrors();
    setError(null);
  };

  const ready = Boolean(password && confirm) && !pending;
  const submit = form.handleSubmit(async (values) => {
    clearErrors();
    setPending(true);
    try {
      await verifyEmail(token, values.password);
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
  });

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
      <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-4">
        {error && <AuthErrorDisplay message={error.message} code={error.code} />}
        <NewPasswordFields
          passwordLabel={t('auth.verify.passwordLabel')}
          confirmLabel={t('auth.verify.confirmLabel')}
          password={form.register('password', { onChange: clearErrors })}
          confirm={form.register('confirm', { onChange: clearErrors })}
          errors={form.formState.errors}
          disabled={pending}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!ready}>
          {pending ? t('auth.verify.submitting') : t('auth.verify.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
