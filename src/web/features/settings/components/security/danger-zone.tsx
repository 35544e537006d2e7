import { AUTH_MESSAGES, deleteAccountSchema } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { clearSignedInState } from '@web/lib/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { z } from 'zod';
import { useT } from '@web/lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { deleteAccount } from '../../api/security-api';
import { SettingBlock } from './setting-block';

export const DELETE_CONFIRMATION = 'DELETE';

/** Confirm is enabled only for exactly DELETE (and, for password accounts, a password). */
export function canConfirmDeletion(typed: string, password: string, hasPassword: boolean): boolean {
  return typed === DELETE_CONFIRMATION && (!hasPassword || password.length > 0);
}

/** The deletion endpoint's body (deleteAccountSchema) and the typed confirmation the page asks for. */
const deleteAccountForm = deleteAccountSchema.pick({ password: true }).extend({
  typed: z.string().refine((typed) => typed === DELETE_CONFIRMATION, AUTH_MESSAGES.deleteConfirm),
});

/**
 * Danger Zone (platform.md §5, §8): Delete Account reveals the confirmation; the server
 * re-authenticates (password, or a recent sign-in for Google-only accounts) and removes the
 * account and its data; then the app goes to /.
 */
export function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // A Google-only account has no password to give: the field stays unset and is not sent.
  const empty = { typed: '', password: hasPassword ? '' : undefined };
  const form = useZodForm(deleteAccountForm, { defaultValues: empty });
  const [typed, password = ''] = form.watch(['typed', 'password']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setConfirming(false);
    form.reset(empty);
    setError(null);
  };

  const ready = canConfirmDeletion(typed, password, hasPassword) && !pending;
  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setError(null);
    try {
      await deleteAccount(values.password);
      toast.success(t('settings.danger.deleted'));
      clearSignedInState(queryClient);
      await navigate('/');
    } catch (caught) {
      setError(errorMessage(caught, t('settings.danger.failed')));
      setPending(false);
    }
  });

  return (
    <SettingBlock
      tone="danger"
      title={t('settings.danger.title')}
      description={t('settings.danger.description')}
    >
      {!confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('settings.danger.delete')}
        </Button>
      ) : (
        <form onSubmit={submitWhen(ready, submit)} noValidate className="flex flex-col gap-3">
          {error && <Alert tone="danger">{error}</Alert>}
          <FormField
            label={t('settings.danger.confirmLabel')}
            hint={t('settings.danger.confirmHint')}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            disabled={pending}
            {...form.register('typed', { onChange: () => setError(null) })}
            className="max-w-sm"
            inputClassName="font-mono"
          />
          {hasPassword && (
            <FormField
              label={t('settings.danger.password')}
              type="password"
              autoComplete="current-password"
              disabled={pending}
              {...form.register('password', { onChange: () => setError(null) })}
              className="max-w-sm"
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={!ready}>
              {pending ? t('settings.danger.deleting') : t('settings.danger.confirm')}
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={pending}>
              {t('settings.danger.cancel')}
            </Button>
          </div>
        </form>
      )}
    </SettingBlock>
  );
}
