import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import type { KeyboardEvent } from 'react';

export const ADMIN_TABS = ['moderation', 'users', 'contact', 'jobs', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminTabFrom = (value: string | null): AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'moderation';

/**
 * The panel's tab list: arrow keys, Home and End move between the tabs (the WAI-ARIA tabs
 * pattern, focus following selection). Scrolls sideways on a phone rather than wrapping.
 */
export function AdminTabList({
  idBase,
  tab,
  onSelect,
}: {
  idBase: string;
  tab: AdminTab;
  onSelect: (tab: AdminTab) => void;
}) {
  const t = useT('admin');
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ADMIN_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % ADMIN_TABS.length,
      ArrowLeft: (at + ADMIN_TABS.length - 1) % ADMIN_TABS.length,
      Home: 0,
      End: ADMIN_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const name = ADMIN_TABS[next]!;
    onSelect(name);
    document.getElementById(`${idBase}-${name}`)?.focus();
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onKey}
        className="inline-flex min-w-max rounded-lg border border-border bg-surface p-1 shadow-xs"
      >
        {ADMIN_TABS.map((name) => (
          <button
            key={name}
            id={`${idBase}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${idBase}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onSelect(name)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
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
  );
}
