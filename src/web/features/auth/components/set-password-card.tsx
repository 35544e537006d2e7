import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { authWording } from '@web/lib/auth/auth-wording';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useT } from '@web/lib/i18n';
import { useMemo, useState } from 'react';
import type { SignInError } from '../hooks/use-email-sign-in';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard, AuthIcon } from './auth-card';
import { AuthErrorDisplay } from './auth-error-display';
import { NewPasswordFields, newPasswordForm } from './new-password-fields';

/**
 * A card that asks for a new password twice and sends it: the mailed links' forms (reset, and
 * the verification that sets the password). `send` throws the server's refusal; `handled`
 * takes the refusals that change the page (an invalid link) and the rest show in the card.
 */
export function SetPasswordCard(props: {
  icon: ReactNode;
  heading: string;
  subheading: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** The contract's rule for the new password. */
  passwordRule: ZodType<string, string>;
  send: (password: string) => Promise<void>;
  handled: (error: unknown) => boolean;
}) {
  const t = useT();
  const schema = useMemo(() => newPasswordForm(props.passwordRule), [props.passwordRule]);
  const form = useZodForm(schema, {
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
      await props.send(values.password);
    } catch (caught) {
      if (!props.handled(caught))
        setError({
          message: authErrorMessage(caught),
          code: caught instanceof ApiRequestError ? caught.code : undefined,
        });
    } finally {
      setPending(false);
    }
  });

  return (
    <AuthCard icon={<AuthIcon>{props.icon}</AuthIcon>} heading={props.heading} subheading={props.subheading}>
      <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-4">
        {error && <AuthErrorDisplay message={error.message} code={error.code} />}
        <NewPasswordFields
          passwordLabel={props.passwordLabel}
          confirmLabel={props.confirmLabel}
          password={form.register('password', { onChange: clearErrors })}
          confirm={form.register('confirm', { onChange: clearErrors })}
          errors={form.formState.errors}
          disabled={pending}
        />
        <Button type="submit" className="mt-1 w-full" disabled={!ready}>
          {pending ? props.submittingLabel : props.submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
