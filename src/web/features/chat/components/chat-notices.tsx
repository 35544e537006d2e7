import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { useClientConfig } from '@web/lib/auth/session';
import { CircleAlert, WifiOff, X } from 'lucide-react';
import { useState, memo } from 'react';
import { useT } from '@web/lib/i18n';
import type { ConnectionQuality } from '../lib/chat-controller';

const OFFLINE_DISMISSED_KEY = 'rf-offline-notice-dismissed';

/**
 * Says plainly that no AI model is configured and replies come from the offline composer, and
 * how to add a model. Calm and dismissible (remembered in this browser).
 */
export const OfflineProviderNotice = memo(function OfflineProviderNotice() {
  const t = useT('chat');
  const { aiProvider } = useClientConfig();
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(OFFLINE_DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  if (aiProvider !== 'offline' || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(OFFLINE_DISMISSED_KEY, '1');
    } catch {
      // Dismissed for this page only.
    }
  };
  return (
    <Alert
      role="note"
      data-testid="offline-provider-notice"
      className="mb-6"
      title={t('offlineNotice.title')}
      dismiss={{ label: t('offlineNotice.dismiss'), onDismiss: dismiss }}
    >
      {t('offlineNotice.body')}
    </Alert>
  );
});

/** 'Slow Connection' (the warning tone, after 90 s) and the failed-connection notice (chat-assistant.md §4). */
export function ConnectionNotice({
  quality,
  onStandardMode,
}: {
  quality: ConnectionQuality;
  onStandardMode: () => void;
}) {
  const t = useT('chat');
  if (quality === 'good') return null;
  if (quality === 'poor')
    return (
      <Alert tone="warning" data-testid="slow-connection" className="mb-2">
        <span className="font-semibold">{t('connection.slowTitle')}</span>
        <span className="text-foreground/80"> · {t('connection.slowBody')}</span>
      </Alert>
    );
  return (
    <Alert
      tone="danger"
      icon={WifiOff}
      data-testid="failed-connection"
      className="mb-2"
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            {t('connection.refresh')}
          </Button>
          <Button size="sm" onClick={onStandardMode}>
            {t('connection.standardMode')}
          </Button>
        </>
      }
    >
      <span className="font-semibold">{t('connection.failedTitle')}</span>
      <span className="text-foreground/80"> · {t('connection.failedBody')}</span>
    </Alert>
  );
}

/** The free-recipe-limit message, with the way out: an account. */
export function LimitNotice({
  message,
  onSignUp,
  onDismiss,
}: {
  message: string;
  onSignUp: () => void;
  onDismiss: () => void;
}) {
  const t = useT('chat');
  return (
    <div
      role="alert"
      data-testid="limit-notice"
      className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-accent px-3 py-2 text-sm"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 basis-52 text-accent-foreground">{message}</p>
      <div className="flex items-center gap-1">
        <Button size="sm" onClick={onSignUp}>
          {t('errors.signUp')}
        </Button>
        <IconButton label={t('offlineNotice.dismiss')} onClick={onDismiss}>
          <X aria-hidden="true" />
        </IconButton>
      </div>
    </div>
  );
}
