import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import type { SignInError } from '../hooks/use-email-sign-in';
import { AuthErrorDisplay } from './auth-error-display';

interface TwoFactorFormProps {
  pending: boolean;
  error: SignInError | null;
  onSubmit: (code: string, kind: 'totp' | 'backup') => void;
  onBack: () => void;
}

/** The second sign-in step: a 6-digit authenticator code, or a backup code. */
export function TwoFactorForm({ pending, error, onSubmit, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'totp' && !/^\d{6}$/.test(code.trim())) {
      setLocalError(t('auth.twoFactor.codeFormat'));
      return;
    }
    setLocalError(null);
    onSubmit(code, kind);
  };

  const shown = localError ? { message: localError } : error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {kind === 'totp' ? t('auth.twoFactor.subheading') : t('auth.twoFactor.backupSubheading')}
      </p>
      {shown && <AuthErrorDisplay message={shown.message} code={shown.code} plain={!!localError} />}
      <FormField
        key={kind}
        label={kind === 'totp' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.backupCodeLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 64}
        autoFocus
        value={code}
        disabled={pending}
        onChange={(e) => {
          setCode(e.target.value);
          setLocalError(null);
        }}
        inputClassName={kind === 'totp' ? 'text-center font-mono text-lg tracking-[0.4em]' : 'font-mono'}
      />
      <Button type="submit" className="w-full" disabled={pending || !code.trim()}>
        {pending ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            setCode('');
            setLocalError(null);
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
