import { Button } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleAlert, CircleCheck, RotateCcw, X } from 'lucide-react';
import type { DownloadState } from './use-listing-download';

interface DownloadProgressProps {
  state: DownloadState;
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * The download's progress under the button (platform.md §4 Free download progress): preparing,
 * downloading with its percent, success (hidden after 3 s by the hook), error with Retry and
 * close. Announced politely; an error at once.
 */
export function DownloadProgress({ state, onRetry, onDismiss }: DownloadProgressProps) {
  const t = useT('marketplace-purchase');
  if (state.phase === 'idle') return null;
  if (state.phase === 'error')
    return (
      <div
        role="alert"
        className="rounded-lg border border-danger/30 bg-danger-muted p-3 text-sm text-foreground"
      >
        <div className="flex items-start gap-2">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <p className="min-w-0 flex-1">{state.message}</p>
          <IconButton label={t('progress.close')} onClick={onDismiss} size="sm" className="-my-1 -mr-1">
            <X aria-hidden="true" />
          </IconButton>
        </div>
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('progress.retry')}
          </Button>
        </div>
      </div>
    );
  const percent = state.phase === 'downloading' ? state.percent : state.phase === 'success' ? 100 : 0;
  const label =
    state.phase === 'success'
      ? t('progress.success')
      : state.phase === 'downloading'
        ? t('progress.downloading', { percent })
        : t('progress.preparing');
  return (
    <div role="status" className="space-y-1.5 rounded-lg border border-border bg-surface p-3 text-sm">
      <div className="flex items-center gap-2">
        {state.phase === 'success' && <CircleCheck aria-hidden="true" className="size-4 text-success" />}
        <span className="text-foreground">{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.phase === 'preparing' ? undefined : percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-200',
            state.phase === 'success' ? 'bg-success' : 'bg-primary',
            state.phase === 'preparing' && 'w-1/3 animate-pulse',
          )}
          style={state.phase === 'preparing' ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
