import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { sendTestNotification } from '../../api/notifications-api';
import { useFlash } from '../../hooks/use-flash';

/**
 * 'Send Test' (platform.md §2 Settings, §8): the server mails a real test e-mail to the user's
 * address. It answers 'Test notification sent' with where it went, or the server's own words
 * (e-mail notifications off, wait a minute between tests, the mail server failed), else
 * 'Failed to send test notification.'. Offered only while e-mail notifications are on.
 */
export function SendTestNotification({ emailOn }: { emailOn: boolean }) {
  const t = useT('settings-notifications');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const flash = useFlash();
  const hintId = useId();
  const { clear } = flash;

  useEffect(() => {
    if (emailOn) return;
    setFailure(null);
    clear();
  }, [emailOn, clear]);

  const send = async () => {
    setPending(true);
    setFailure(null);
    flash.clear();
    try {
      const result = await sendTestNotification();
      setSentTo(result.sentTo);
      flash.show(t('test.sent'));
    } catch (caught) {
      setFailure(errorMessage(caught, t('test.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-52">
          <p className="text-sm font-medium text-foreground">{t('test.title')}</p>
          <p id={hintId} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
            {emailOn ? t('test.description') : t('test.offHint')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void send()}
          disabled={!emailOn || pending}
          aria-describedby={hintId}
        >
          <Send aria-hidden="true" />
          {pending ? t('test.sending') : t('test.button')}
        </Button>
      </div>
      {flash.message && (
        <Alert tone="success" title={flash.message}>
          {sentTo && t('test.sentTo', { email: sentTo })}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" dismiss={{ label: t('dismiss'), onDismiss: () => setFailure(null) }}>
          {failure}
        </Alert>
      )}
    </div>
  );
}
