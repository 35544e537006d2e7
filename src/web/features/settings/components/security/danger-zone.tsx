import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { clearSignedInState } from '@web/lib/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { deleteAccount } from '../../api/security-api';
import { SettingBlock } from './setting-block';

export const DELETE_CONFIRMATION = 'DELETE';

/** Confirm is enabled only for exactly DELETE (and, for password accounts, a password). */
export function canConfirmDeletion(typed: string, password: string, hasPassword: boolean): boolean {
  return typed === DELETE_CONFIRMATION && (!hasPassword || password.length > 0);
}

/**
 * Danger Zone (platform.md §5, §8): Delete Account reveals the confirmation; the server
 * re-authenticates (password, or a recent sign-in for Google-only accounts) and removes the
 * account and its data; then the app goes to /.
 */
export function DangerZone({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setConfirming(false);
    setTyped('');
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirmDeletion(typed, password, hasPassword) || pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      toast.success(t('settings.danger.deleted'));
      clearSignedInState(queryClient);
      await navigate('/');
    } catch (caught) {
      setError(errorMessage(caught, t('settings.danger.failed')));
      setPending(false);
    }
  };

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
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
          {error && <Alert tone="danger">{error}</Alert>}
          <FormField
            label={t('settings.danger.confirmLabel')}
            hint={t('settings.danger.confirmHint')}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={typed}
            disabled={pending}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            className="max-w-sm"
            inputClassName="font-mono"
          />
          {hasPassword && (
            <FormField
              label={t('settings.danger.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={pending}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              className="max-w-sm"
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant="destructive"
              disabled={!canConfirmDeletion(typed, password, hasPassword) || pending}
            >
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
