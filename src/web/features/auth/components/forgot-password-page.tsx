import { forgotPasswordSchema } from '@shared/contracts/auth';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link } from 'react-router';
import { requestPasswordReset } from '../api/auth-api';
import type { SignInError } from '../hooks/use-email-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { authWording } from '@web/lib/auth/auth-wording';
import { AuthCard, AuthIcon, authLinkClasses } from './auth-card';
import { EmailField } from './email-field';
import { AuthErrorDisplay } from './auth-error-display';
import { AuthPageShell } from './auth-page-shell';

export function ForgotPasswordPage() {
  return (
    <AuthPageShell>
      <ForgotPasswordForm />
    </AuthPageShell>
  );
}

/**
 * /forgot-password (chat-assistant.md §2): 'Reset Your Password', then 'Check Your Email' with
 * the next steps. The server answers the same whether or not the account exists.
 */
function ForgotPasswordForm() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' }, wording: authWording(t) });
  const email = form.watch('email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  const submit = form.handleSubmit(async ({ email: address }) => {
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (caught) {
      setError({
        message: authErrorMessage(caught),
        code: caught instanceof ApiRequestError ? caught.code : undefined,
      });
    } finally {
      setPending(false);
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        focusHeading
        icon={
          <AuthIcon>
            <MailCheck />
          </AuthIcon>
        }
        heading={t('auth.forgot.sentHeading')}
        subheading={
          <>
            {t('auth.forgot.sentTo')}{' '}
            <strong className="font-semibold break-all text-foreground">{sentTo}</strong>.
          </>
        }
      >
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <h2
            id="reset-next-steps"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t('auth.forgot.nextSteps')}
          </h2>
          <ol aria-labelledby="reset-next-steps" className="mt-3 space-y-2.5 text-sm text-foreground">
            {[t('auth.forgot.stepInbox'), t('auth.forgot.stepLink'), t('auth.forgot.stepNewPassword')].map(
              (step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-[11px] font-semibold text-accent-foreground">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ),
            )}
          </ol>
        </div>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/sign-in" className={buttonClasses('primary', 'md', 'w-full')}>
            <ArrowLeft aria-hidden="true" />
            {t('auth.backToSignIn')}
          </Link>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              form.reset({ email: '' });
            }}
          >
            {t('auth.forgot.tryDifferent')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('auth.forgot.heading')}
      subheading={t('auth.forgot.subheading')}
      footer={
        <>
          {t('auth.forgot.remembered')}{' '}
          <Link to="/sign-in" className={authLinkClasses}>
            {t('auth.backToSignIn')}
          </Link>
        </>
      }
    >
      <form
        onSubmit={submitWhen(Boolean(email?.trim()) && !pending, submit)}
        noValidate
        className="flex flex-col gap-4"
      >
        {error && <AuthErrorDisplay message={error.message} code={error.code} />}
        <EmailField
          field={form.register('email', { onChange: () => setError(null) })}
          error={form.formState.errors.email?.message}
          disabled={pending}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!email?.trim() || pending}>
          {pending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
