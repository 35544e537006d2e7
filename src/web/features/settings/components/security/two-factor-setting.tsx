import { twoFactorCodeSchema, twoFactorPasswordSchema } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import QRCode from 'qrcode';
import { authWording } from '@web/lib/auth/auth-wording';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor } from '../../api/security-api';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from './setting-block';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'setup'; qr: string; secret: string; backupCodes: string[] };

/** The secret is the `secret` parameter of the otpauth:// address. */
export function secretFromTotpUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Two-factor authentication with real TOTP (DESIGN.md): turning it on asks for the password,
 * shows a QR code, the secret and the backup codes once, and is confirmed with a code from the
 * app; turning it off asks for the password.
 */
export function TwoFactorSetting({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const passwordForm = useZodForm(twoFactorPasswordSchema.pick({ password: true }), {
    defaultValues: { password: '' },
  });
  const codeForm = useZodForm(twoFactorCodeSchema.pick({ code: true }), {
    defaultValues: { code: '' },
    wording: authWording(t),
  });
  const password = passwordForm.watch('password');
  const code = codeForm.watch('code');
  const [pending, setPending] = useState(false);
  const [failure, setError] = useState<string | null>(null);
  // One message place for the step: the server's answer, else the code's format.
  const error = failure ?? codeForm.formState.errors.code?.message ?? null;
  const clearError = () => {
    setError(null);
    codeForm.clearErrors();
  };
  const [copied, setCopied] = useState(false);
  const flash = useFlash();

  const reset = () => {
    setStep({ kind: 'idle' });
    passwordForm.reset({ password: '' });
    codeForm.reset({ code: '' });
    setError(null);
    setCopied(false);
  };

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, t('settings.twoFactor.failed')));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = passwordForm.handleSubmit(({ password }) => {
    if (step.kind !== 'password') return;
    return run(async () => {
      if (step.action === 'disable') {
        await disableTwoFactor(password);
        await queryClient.invalidateQueries({ queryKey: queryKeys.session });
        reset();
        flash.show(t('settings.twoFactor.disabled'));
        return;
      }
      const { totpURI, backupCodes } = await enableTwoFactor(password);
      const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 192 });
      passwordForm.reset({ password: '' });
      setStep({ kind: 'setup', qr, secret: secretFromTotpUri(totpURI), backupCodes });
    });
  });

  const submitCode = codeForm.handleSubmit(({ code }) =>
    run(async () => {
      await confirmTwoFactor(code);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      reset();
      flash.show(t('settings.twoFactor.enabled'));
    }),
  );

  const copyCodes = async (codes: string[]) => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const busyOrOpen = step.kind !== 'idle';
  return (
    <SettingBlock
      title={t('settings.twoFactor.title')}
      description={hasPassword ? t('settings.twoFactor.description') : t('settings.twoFactor.needsPassword')}
      aside={
        hasPassword && (
          <div className="flex shrink-0 items-center gap-2 pt-0.5">
            <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
              {enabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
            </span>
            <Switch
              aria-label={t('settings.twoFactor.toggle')}
              checked={enabled}
              disabled={busyOrOpen}
              onCheckedChange={(on) => {
                setError(null);
                setStep({ kind: 'password', action: on ? 'enable' : 'disable' });
              }}
            />
          </div>
        )
      }
    >
      {(flash.message || step.kind !== 'idle') && (
        <div className="space-y-4">
          {flash.message && <Alert tone="success">{flash.message}</Alert>}
          {error && <Alert tone="danger">{error}</Alert>}

          {step.kind === 'password' && (
            <form
              onSubmit={submitWhen(Boolean(password) && !pending, submitPassword)}
              noValidate
              className="flex flex-col gap-3"
            >
              <p className="text-sm text-foreground">
                {step.action === 'enable'
                  ? t('settings.twoFactor.enablePrompt')
                  : t('settings.twoFactor.disablePrompt')}
              </p>
              <FormField
                label={t('settings.twoFactor.password')}
                type="password"
                autoComplete="current-password"
                autoFocus
                disabled={pending}
                {...passwordForm.register('password', { onChange: clearError })}
                className="max-w-sm"
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  variant={step.action === 'disable' ? 'danger' : 'primary'}
                  disabled={!password || pending}
                >
                  {pending
                    ? t('settings.twoFactor.working')
                    : step.action === 'enable'
                      ? t('settings.twoFactor.continue')
                      : t('settings.twoFactor.turnOff')}
                </Button>
                <Button variant="ghost" onClick={reset} disabled={pending}>
                  {t('settings.twoFactor.cancel')}
                </Button>
              </div>
            </form>
          )}

          {step.kind === 'setup' && (
            <div className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
                <div className="justify-self-center rounded-xl border border-border bg-white p-2 sm:justify-self-start">
                  <img
                    src={step.qr}
                    alt={t('settings.twoFactor.qrAlt')}
                    width={168}
                    height={168}
                    className="size-[168px]"
                  />
                </div>
                <div className="min-w-0 space-y-3">
                  <div>
                    <h4 className="text-sm font-semibold">{t('settings.twoFactor.scanTitle')}</h4>
                    <p className="mt-1 text-sm text-muted-foreground">{t('settings.twoFactor.scanBody')}</p>
                  </div>
                  <div>
                    <p className="text-xs font-medium text-muted-foreground">
                      {t('settings.twoFactor.secretLabel')}
                    </p>
                    <code
                      data-testid="totp-secret"
                      className="mt-1 block rounded-lg border border-border bg-muted px-2.5 py-1.5 font-mono text-sm break-all select-all"
                    >
                      {step.secret}
                    </code>
                  </div>
                </div>
              </div>
              <div>
                <h4 className="text-sm font-semibold">{t('settings.twoFactor.backupTitle')}</h4>
                <p className="mt-1 text-sm text-muted-foreground">{t('settings.twoFactor.backupBody')}</p>
                <ul
                  aria-label={t('settings.twoFactor.backupTitle')}
                  className="mt-3 grid grid-cols-2 gap-1.5 rounded-lg border border-border bg-muted/60 p-3 font-mono text-sm sm:grid-cols-3"
                >
                  {step.backupCodes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => void copyCodes(step.backupCodes)}
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copyCodes')}
                </Button>
              </div>
              <form onSubmit={submitWhen(!pending, submitCode)} noValidate className="flex flex-col gap-3">
                <h4 className="text-sm font-semibold">{t('settings.twoFactor.confirmTitle')}</h4>
                <FormField
                  label={t('settings.twoFactor.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  disabled={pending}
                  {...codeForm.register('code', { onChange: clearError })}
                  className="max-w-48"
                  inputClassName="font-mono tracking-[0.3em]"
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={!code.trim() || pending}>
                    {pending ? t('settings.twoFactor.confirming') : t('settings.twoFactor.confirm')}
                  </Button>
                  <Button variant="ghost" onClick={reset} disabled={pending}>
                    {t('settings.twoFactor.cancel')}
                  </Button>
                </div>
              </form>
            </div>
          )}
        </div>
      )}
    </SettingBlock>
  );
}
