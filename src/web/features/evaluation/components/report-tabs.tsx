import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';
import { useQueryTab } from '@web/lib/use-query-tab';
import { type ReactNode, useId } from 'react';

export const REPORT_TABS = ['overview', 'cases', 'analytics', 'improvements'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/**
 * The report's tabs Overview, Test Cases, Analytics, Improvements (§2), kept in `?tab=` so a
 * reload or a shared link opens the same one; arrow keys, Home and End move between them.
 */
export function ReportTabs({ children }: { children: (tab: ReportTab) => ReactNode }) {
  const t = useT('evaluation');
  const id = useId();
  const [tab, select] = useQueryTab(REPORT_TABS);

  return (
    <section className="flex flex-col gap-4">
      <TabList
        tabs={REPORT_TABS}
        selected={tab}
        onSelect={select}
        idBase={id}
        label={t('tabs.label')}
        labelOf={(name) => t(`tabs.${name}`)}
        scroll
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} tabIndex={-1}>
        {children(tab)}
      </div>
    </section>
  );
}
