import {
  CONTACT_MESSAGE_FILTERS,
  type ContactMessageFilter,
  type ContactMessageSummary,
} from '@shared/contracts/admin-operations';
import { CONTACT_SUBJECTS } from '@shared/contracts/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useState } from 'react';
import { adminOperationsApi, adminOperationsKeys } from '../../api/admin-operations-api';
import { ContactMessageDialog } from './contact-message-dialog';
import { Badge, EmptyState, LoadFailed, LoadingRows, Pager } from './operations-ui';

/** The subject as the contact form names it; an unknown one (older rows) as stored. */
export function useSubjectLabel() {
  const t = useT('admin-operations');
  return (subject: string) =>
    (CONTACT_SUBJECTS as readonly string[]).includes(subject)
      ? t(`contact.subjects.${subject as (typeof CONTACT_SUBJECTS)[number]}`)
      : subject;
}

/**
 * The admin panel's contact messages (issue 22 §4): unhandled first, filtered by state; each
 * opens in full, to mark handled or to resend a mail that never reached support.
 */
export function ContactMessagesTab() {
  const t = useT('admin-operations');
  const format = useFormat();
  const subjectLabel = useSubjectLabel();
  const [status, setStatus] = useState<ContactMessageFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: adminOperationsKeys.contactMessages(status, page),
    queryFn: ({ signal }) => adminOperationsApi.contactMessages(status, page, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });

  const badges = (message: ContactMessageSummary) => (
    <span className="flex flex-wrap gap-1">
      {message.handledAt ? (
        <Badge tone="success">{t('contact.handled')}</Badge>
      ) : (
        <Badge tone="warning">{t('contact.unhandled')}</Badge>
      )}
      {!message.mailedAt && <Badge tone="danger">{t('contact.mailPending')}</Badge>}
    </span>
  );
  const openButton = (message: ContactMessageSummary) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('contact.openMessage', { name: message.name })}
      onClick={() => setOpenId(message.id)}
    >
      {t('contact.open')}
    </Button>
  );

  const messages = list.data?.messages ?? [];
  return (
    <section aria-labelledby="admin-contact-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-contact-heading" className="text-lg font-semibold text-foreground">
          {t('contact.heading')}
          {list.data && list.data.unhandledCount > 0 && (
            <span className="ms-2 align-middle">
              <Badge tone="warning">{t('contact.unhandledCount', { count: list.data.unhandledCount })}</Badge>
            </span>
          )}
        </h2>
        <fieldset className="inline-flex rounded-lg border border-border p-0.5">
          <legend className="sr-only">{t('contact.filterLabel')}</legend>
          {CONTACT_MESSAGE_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={status === filter}
              onClick={() => {
                setStatus(filter);
                setPage(1);
              }}
              className={cn(
                'rounded-md px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                status === filter
                  ? 'bg-muted font-medium text-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`contact.filter.${filter}`)}
            </button>
          ))}
        </fieldset>
      </div>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadFailed
          message={errorMessage(list.error, t('common.loadFailed'))}
          onRetry={() => void list.refetch()}
        />
      ) : messages.length === 0 ? (
        <EmptyState>{status === 'all' ? t('contact.empty') : t('contact.emptyFiltered')}</EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface shadow-xs md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('contact.listLabel')}</caption>
              <thead className="border-b border-border text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('contact.from')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('contact.subject')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('contact.received')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('contact.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('contact.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.map((message) => (
                  <tr
                    key={message.id}
                    className={cn(
                      'border-b border-border last:border-b-0',
                      !message.handledAt && 'font-medium',
                    )}
                  >
                    <th scope="row" className="max-w-56 px-4 py-3 text-left font-normal">
                      <span className="block truncate text-foreground">{message.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{message.email}</span>
                    </th>
                    <td className="max-w-80 px-4 py-3">
                      <span className="block">{subjectLabel(message.subject)}</span>
                      <span className="block truncate text-xs font-normal text-muted-foreground">
                        {message.preview}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap font-normal">
                      {format.dateTime(message.createdAt)}
                    </td>
                    <td className="px-4 py-3">{badges(message)}</td>
                    <td className="px-4 py-3 text-right">{openButton(message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('contact.listLabel')}>
            {messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-xs"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-foreground">{message.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{message.email}</p>
                  </div>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {format.date(message.createdAt)}
                  </span>
                </div>
                <p className="text-sm font-medium">{subjectLabel(message.subject)}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{message.preview}</p>
                {badges(message)}
                <div>{openButton(message)}</div>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
        </>
      )}
      <ContactMessageDialog messageId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
