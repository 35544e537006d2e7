import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { clearSignedInState } from '@web/lib/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@web/lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { revokeAllSessions } from '../../api/security-api';
import { SettingBlock } from './setting-block';

/** Sign Out All: every session ends, this one too, so the user lands on /. */
export function SignOutAll() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOutAll = async () => {
    setPending(true);
    setFailed(false);
    try {
      await revokeAllSessions();
      toast.success(t('settings.sessions.success'));
      clearSignedInState(queryClient);
      await navigate('/');
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <SettingBlock title={t('settings.sessions.title')} description={t('settings.sessions.description')}>
      {failed && (
        <Alert tone="danger" className="mb-3">
          {t('settings.sessions.failed')}
        </Alert>
      )}
      <Button variant="secondary" onClick={() => void signOutAll()} disabled={pending}>
        <LogOut aria-hidden="true" />
        {pending ? t('settings.sessions.submitting') : t('settings.sessions.submit')}
      </Button>
    </SettingBlock>
  );
}
