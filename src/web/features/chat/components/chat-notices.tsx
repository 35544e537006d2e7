import { Button } from '@web/components/ui/button';
import { useClientConfig } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { CircleAlert, Info, TriangleAlert, WifiOff, X } from 'lucide-react';
import { useState, memo } from 'react';
import { useChatT } from '../hooks/use-chat-t';
import type { ConnectionQuality } from '../lib/chat-controller';

const OFFLINE_DISMISSED_KEY = 'rf-offline-notice-dismissed';

/**
 * Says plainly that no AI model is configured and replies come from the offline composer, and
 * how to add a model. Calm and dismissible (remembered in this browser).
 */
export const OfflineProviderNotice = memo(function OfflineProviderNotice() {
  const t = useChatT();
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
    <div
      role="note"
      data-testid="offline-provider-notice"
      className="mb-6 flex gap-3 rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 space-y-1 leading-relaxed">
        <p className="font-semibold">{t('offlineNotice.title')}</p>
        <p className="text-foreground/80">{t('offlineNotice.body')}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('offlineNotice.dismiss')}
        title={t('offlineNotice.dismiss')}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});

/** 'Slow Connection' (yellow, after 90 s) and the failed-connection notice (chat-assistant.md §4). */
export function ConnectionNotice({
  quality,
  onStandardMode,
}: {
  quality: ConnectionQuality;
  onStandardMode: () => void;
}) {
  const t = useChatT();
  if (quality === 'good') return null;
  if (quality === 'poor')
    return (
      <div
        role="status"
        data-testid="slow-connection"
        className="mb-2 flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/50 dark:text-amber-100"
      >
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <p>
          <span className="font-semibold">{t('connection.slowTitle')}</span>
          <span className="text-amber-900/80 dark:text-amber-100/80"> · {t('connection.slowBody')}</span>
        </p>
      </div>
    );
  return (
    <div
      role="alert"
      data-testid="failed-connection"
      className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-danger/30 bg-danger-muted px-3 py-2 text-sm"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-danger" />
      <p className="min-w-0 flex-1 basis-52">
        <span className="font-semibold">{t('connection.failedTitle')}</span>
        <span className="text-foreground/80"> · {t('connection.failedBody')}</span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          {t('connection.refresh')}
        </Button>
        <Button size="sm" onClick={onStandardMode}>
          {t('connection.standardMode')}
        </Button>
      </div>
    </div>
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
  const t = useChatT();
  return (
    <div
      role="alert"
      data-testid="limit-notice"
      className={cn(
        'mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-accent px-3 py-2 text-sm',
      )}
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 basis-52 text-accent-foreground">{message}</p>
      <div className="flex items-center gap-1">
        <Button size="sm" onClick={onSignUp}>
          {t('errors.signUp')}
        </Button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('offlineNotice.dismiss')}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
