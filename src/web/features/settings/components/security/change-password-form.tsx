import { LIMITS } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@web/lib/i18n';
import { changePassword } from '../../api/security-api';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from './setting-block';

type Problem = { field: 'current' | 'new' | 'confirm' | 'form'; message: string } | null;

/**
 * Change Password (platform.md §5, §8): new and confirm must match, at least 6 characters, the
 * current password re-verified by the server; other devices are signed out.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const flash = useFlash();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (next !== confirm) return setProblem({ field: 'confirm', message: t('settings.password.mismatch') });
    if (next.length < LIMITS.minPasswordLength)
      return setProblem({ field: 'new', message: t('settings.password.tooShort') });
    setProblem(null);
    setPending(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      flash.show(t('settings.password.success'));
    } catch (caught) {
      const message = errorMessage(caught, t('settings.password.failed'));
      setProblem({
        field: message === AUTH_MESSAGES.currentPasswordIncorrect ? 'current' : 'form',
        message,
      });
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: 'current' | 'new' | 'confirm') =>
    problem?.field === field ? problem.message : null;
  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setProblem(null);
  };

  return (
    <SettingBlock title={t('settings.password.title')} description={t('settings.password.description')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {flash.message && <Alert tone="success">{flash.message}</Alert>}
        {problem?.field === 'form' && <Alert tone="danger">{problem.message}</Alert>}
        <FormField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          disabled={pending}
          error={fieldError('current')}
          onChange={edit(setCurrent)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('settings.password.new')}
            type="password"
            autoComplete="new-password"
            value={next}
            disabled={pending}
            error={fieldError('new')}
            onChange={edit(setNext)}
          />
          <FormField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            disabled={pending}
            error={fieldError('confirm')}
            onChange={edit(setConfirm)}
          />
        </div>
        <div>
          <Button type="submit" disabled={pending || !current || !next || !confirm}>
            {pending ? t('settings.password.submitting') : t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </SettingBlock>
  );
}
