import { useT } from '@web/lib/i18n';

/** Grey shapes where the groups will be, while the settings load; announced once in words. */
export function SettingsSkeleton() {
  const t = useT('marketplace-settings');
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('load.loading')}</span>
      {[3, 5, 4].map((rows, group) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
          key={group}
          aria-hidden="true"
          className="animate-pulse space-y-4 rounded-xl border border-border bg-background/40 p-4 sm:p-5"
        >
          <div className="h-4 w-40 rounded bg-muted" />
          <div className="h-3 w-64 max-w-full rounded bg-muted" />
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
            <div key={row} className="flex items-center justify-between gap-4">
              <div className="h-3 w-48 max-w-[60%] rounded bg-muted" />
              <div className="h-6 w-11 rounded-full bg-muted" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
