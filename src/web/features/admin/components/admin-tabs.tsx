import { TabList } from '@web/components/ui/tab-list';
import { useT } from '@web/lib/i18n';

export const ADMIN_TABS = ['moderation', 'users', 'contact', 'jobs', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminTabFrom = (value: string | null): AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'moderation';

/** The panel's tab list; scrolls sideways on a phone rather than wrapping. */
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
  return (
    <TabList
      tabs={ADMIN_TABS}
      selected={tab}
      onSelect={onSelect}
      idBase={idBase}
      label={t('tabs.label')}
      labelOf={(name) => t(`tabs.${name}`)}
      scroll
    />
  );
}
