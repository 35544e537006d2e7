import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';

export const REPORT_TABS = ['overview', 'cases', 'analytics', 'improvements'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/**
 * The report's tabs Overview, Test Cases, Analytics, Improvements (§2), kept in `?tab=` so a
 * reload or a shared link opens the same one; arrow keys, Home and End move between them.
 */
export function ReportTabs({ children }: { children: (tab: ReportTab) => ReactNode }) {
  const t = useT('evaluation');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ReportTab = (REPORT_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as ReportTab)
    : 'overview';
  const select = (next: ReportTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = REPORT_TABS.indexOf(tab);
    const keys: Record<string, number> = {
      ArrowRight: (at + 1) % REPORT_TABS.length,
      ArrowLeft: (at + REPORT_TABS.length - 1) % REPORT_TABS.length,
      Home: 0,
      End: REPORT_TABS.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(REPORT_TABS[next]!);
    document.getElementById(`${id}-${REPORT_TABS[next]}`)?.focus();
  };

  return (
    <section className="flex flex-col gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          onKeyDown={onKey}
          className="inline-flex rounded-lg border border-border bg-surface p-1 shadow-xs"
        >
          {REPORT_TABS.map((name) => (
            <button
              key={name}
              id={`${id}-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => select(name)}
              className={cn(
                'h-9 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                tab === name
                  ? 'bg-primary text-primary-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} tabIndex={-1}>
        {children(tab)}
      </div>
    </section>
  );
}
