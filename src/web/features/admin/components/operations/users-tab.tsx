import type { AdminUserSummary } from '@shared/contracts/admin-operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { adminOperationsApi, adminOperationsKeys } from '../../api/admin-operations-api';
import { Badge, EmptyState, LoadFailed, LoadingRows, Pager } from './operations-ui';
import { UserDetailDialog } from './user-detail-dialog';

/**
 * The admin panel's users (issue 22 §4): search by e-mail or name, a table on wide screens and
 * cards on a phone, and each user's details with disable, enable and the creator badge.
 */
export function UsersTab() {
  const t = useT('admin-operations');
  const format = useFormat();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: adminOperationsKeys.users(q, page),
    queryFn: ({ signal }) => adminOperationsApi.users(q, page, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  const status = (user: AdminUserSummary) => (
    <span className="flex flex-wrap gap-1">
      {user.disabledAt ? (
        <Badge tone="danger">{t('users.disabled')}</Badge>
      ) : (
        <Badge tone="success">{t('users.active')}</Badge>
      )}
      {user.isAdmin && <Badge tone="info">{t('users.admin')}</Badge>}
      {user.creatorVerified ? (
        <Badge tone="info">{t('users.verifiedCreator')}</Badge>
      ) : (
        user.isCreator && <Badge>{t('users.creator')}</Badge>
      )}
      {!user.emailVerified && <Badge tone="warning">{t('users.unverifiedEmail')}</Badge>}
    </span>
  );
  const lastLogin = (user: AdminUserSummary) =>
    user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('common.never');
  const viewButton = (user: AdminUserSummary) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('users.viewUser', { name: user.displayName || user.email })}
      onClick={() => setOpenId(user.id)}
    >
      {t('users.view')}
    </Button>
  );

  const users = list.data?.users ?? [];
  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <h2 id="admin-users-heading" className="sr-only">
        {t('users.heading')}
      </h2>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="admin-users-search" className="sr-only">
          {t('users.searchLabel')}
        </label>
        <Input
          id="admin-users-search"
          type="search"
          value={draft}
          maxLength={200}
          placeholder={t('users.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          <span className="max-sm:sr-only">{t('users.search')}</span>
        </Button>
      </form>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadFailed
          message={errorMessage(list.error, t('common.loadFailed'))}
          onRetry={() => void list.refetch()}
        />
      ) : users.length === 0 ? (
        <EmptyState>{q ? t('users.noMatch', { q }) : t('users.empty')}</EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface shadow-xs md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('users.listLabel')}</caption>
              <thead className="border-b border-border text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.joined')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.lastLogin')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">{t('users.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-b border-border last:border-b-0">
                    <th scope="row" className="max-w-72 px-4 py-3 text-left font-normal">
                      <span className="block truncate font-medium text-foreground">{user.displayName}</span>
                      <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap">{format.date(user.createdAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{lastLogin(user)}</td>
                    <td className="px-4 py-3">{status(user)}</td>
                    <td className="px-4 py-3 text-right">{viewButton(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('users.listLabel')}>
            {users.map((user) => (
              <li
                key={user.id}
                className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-foreground">{user.displayName}</p>
                  <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                </div>
                {status(user)}
                <dl className="grid grid-cols-2 gap-2 text-xs">
                  <div>
                    <dt className="text-muted-foreground">{t('users.joined')}</dt>
                    <dd>{format.date(user.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('users.lastLogin')}</dt>
                    <dd>{lastLogin(user)}</dd>
                  </div>
                </dl>
                <div>{viewButton(user)}</div>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
        </>
      )}
      <UserDetailDialog userId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
