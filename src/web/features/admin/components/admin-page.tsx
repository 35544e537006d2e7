import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { type ComponentType, useId } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTabList, type AdminTab, adminTabFrom } from './admin-tabs';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { ModerationTab } from './moderation/moderation-tab';
import { ContactMessagesTab } from './operations/contact-messages-tab';
import { JobsTab } from './operations/jobs-tab';
import { UsersTab } from './operations/users-tab';

const PANELS: Record<AdminTab, ComponentType> = {
  moderation: ModerationTab,
  users: UsersTab,
  contact: ContactMessagesTab,
  jobs: JobsTab,
  audit: AuditLogTab,
};

/**
 * /admin (issue 22 §4): the admin panel. The route map's admin guard lets only admins in (the
 * server says who, from ADMIN_EMAILS, and refuses every admin API call to anyone else). The open
 * tab is kept in `?tab=` so a reload or a link opens it.
 */
export function AdminPage() {
  const t = useT('admin');
  useDocumentTitle(`${t('page.title')} · Recipe Forge`);
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('tab'));
  const select = (next: AdminTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'moderation') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const Panel = PANELS[tab];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('page.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('page.subtitle')}</p>
      </header>
      <AdminTabList idBase={idBase} tab={tab} onSelect={select} />
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-${tab}`} tabIndex={-1}>
        <Panel />
      </div>
    </div>
  );
}
