import { useT } from '@web/lib/i18n';

/** 'Generations Used n/3' (platform.md §6) with a bar that fills as the month's allowance is used. */
export function UsageMeter({ used, limit }: { used: number; limit: number }) {
  const t = useT('billing');
  const label = t('section.generations', { used, limit });
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-foreground tabular-nums">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={used >= limit ? 'h-full rounded-full bg-warning' : 'h-full rounded-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
