import { twoFactorCodeSchema } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { authWording } from '@web/lib/auth/auth-wording';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { z } from 'zod';
import { useT } from '@web/lib/i18n';
import type { SignInError } from '../hooks/use-email-sign-in';
import { AuthErrorDisplay } from './auth-error-display';

/**
 * An authenticator code is checked here with the contract's rule (six digits); a backup code's
 * shape is left to the server, whose answer is the spec's message for any bad code.
 */
const CODE_FORMS = {
  totp: twoFactorCodeSchema.pick({ code: true }),
  backup: z.object({ code: z.string().trim() }),
};

interface TwoFactorFormProps {
  pending: boolean;
  error: SignInError | null;
  onSubmit: (code: string, kind: 'totp' | 'backup') => void;
  onBack: () => void;
}

/** The second sign-in step: a 6-digit authenticator code, or a backup code. */
export function TwoFactorForm({ pending, error, onSubmit, onBack }: TwoFactorFormProps) {
  const t = useT();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const form = useZodForm(CODE_FORMS[kind], { defaultValues: { code: '' }, wording: authWording(t) });
  const code = form.watch('code');
  const localError = form.formState.errors.code?.message ?? null;

  const submit = form.handleSubmit((values) => onSubmit(values.code, kind));

  const shown = localError ? { message: localError } : error;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {kind === 'totp' ? t('auth.twoFactor.subheading') : t('auth.twoFactor.backupSubheading')}
      </p>
      {shown && <AuthErrorDisplay message={shown.message} code={shown.code} plain={!!localError} />}
      <FormField
        key={kind}
        label={kind === 'totp' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.backupCodeLabel')}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 64}
        autoFocus
        disabled={pending}
        {...form.register('code', { onChange: () => form.clearErrors() })}
        inputClassName={kind === 'totp' ? 'text-center font-mono text-lg tracking-[0.4em]' : 'font-mono'}
      />
      <Button type="submit" className="w-full" disabled={pending || !code?.trim()}>
        {pending ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            form.reset({ code: '' });
          }}
        >
          {kind === 'totp' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
        </button>
        <button type="button" className="text-muted-foreground hover:text-foreground" onClick={onBack}>
          {t('auth.backToSignIn')}
        </button>
      </div>
    </form>
  );
}
