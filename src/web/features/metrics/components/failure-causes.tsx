import type { MetricsDashboard } from '@shared/contracts/metrics-dashboard';
import { useT } from '@web/lib/i18n';
import { useMetricFormat } from '../hooks/use-metric-format';

/**
 * The error classes the recorder writes (metrics/generation-meter.ts errorClassOf), named in the
 * catalogue; any other shows as written.
 */
const NAMED_CLASSES = [
  'timeout',
  'auth',
  'rate_limited',
  'provider_unavailable',
  'provider_error',
  'interrupted',
  'no_recipe',
  'too_long',
  'cancelled',
] as const;
type NamedClass = (typeof NAMED_CLASSES)[number];
const isNamed = (value: string): value is NamedClass => (NAMED_CLASSES as readonly string[]).includes(value);
/** The later actions of platform.md §7 (feedback has its own card). */
const ACTION_TYPES = ['regenerate', 'edit', 'convert', 'save', 'copy', 'export', 'share', 'publish'] as const;
type ActionType = (typeof ACTION_TYPES)[number];
const isAction = (value: string): value is ActionType => (ACTION_TYPES as readonly string[]).includes(value);

/** The timeframe's most frequent error classes, and what users did later with the replies. */
export function FailureCauses({ data }: { data: MetricsDashboard }) {
  const t = useT('metrics');
  const f = useMetricFormat();
  const causes = data.failureCauses;
  const most = Math.max(1, ...causes.map((c) => c.count));
  const actions = Object.entries(data.totals.actions)
    .filter(([, n]) => n > 0)
    .sort(([, a], [, b]) => b - a);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="failure-causes-title"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      >
        <h2 id="failure-causes-title" className="text-sm font-semibold text-foreground">
          {t('failures.title')}
        </h2>
        {causes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('failures.none')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {causes.map((cause) => {
              const key = cause.errorClass.replace(/-/g, '_');
              return (
                <li key={cause.errorClass} className="flex flex-col gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate text-foreground">
                      {isNamed(key) ? t(`failures.classes.${key}`) : cause.errorClass}{' '}
                      <code className="text-xs text-muted-foreground">{cause.errorClass}</code>
                    </span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {t('failures.count', { count: cause.count })}
                    </span>
                  </div>
                  <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-danger"
                      style={{ width: `${(cause.count / most) * 100}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section
        aria-labelledby="later-actions-title"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      >
        <h2 id="later-actions-title" className="text-sm font-semibold text-foreground">
          {t('actions.title')}
        </h2>
        {actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('actions.none')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-3">
            {actions.map(([type, n]) => (
              <div key={type} className="flex items-baseline justify-between gap-2">
                <dt className="text-muted-foreground">
                  {isAction(type) ? t(`actions.types.${type}`) : type}
                </dt>
                <dd className="font-medium tabular-nums text-foreground">{f.count(n)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
