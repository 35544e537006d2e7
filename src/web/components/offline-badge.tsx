import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CloudOff } from 'lucide-react';

/** The calm 'Offline mode' pill of the app's top bar and the public site's offline notice. */
export function OfflineBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      title={t('app.offlineBadgeHint')}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      <CloudOff aria-hidden="true" className="size-3.5" />
      {t('app.offlineBadge')}
    </span>
  );
}
