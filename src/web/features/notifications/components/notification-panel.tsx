import type { AppNotification } from '@shared/contracts/notifications';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { BellOff, CheckCheck, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useMarkNotificationsRead, useNotificationList } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';

const CLOCK_TICK_MS = 60_000;

interface NotificationPanelProps {
  /** The panel's heading: a Dialog's title on phones, a plain heading in the popover. */
  renderTitle: (text: string) => ReactNode;
  /** Closes the panel (after a notification is opened, or from its close button). */
  onClose: () => void;
  /** The unread count the bell shows, so 'Mark all read' is offered only when it does something. */
  unread: number;
}

/**
 * The bell's panel (issue 23 item 4): the user's notifications, newest first, 'Load more' for
 * older ones, 'Mark all read', and a click on one marks it read and opens its page.
 */
export function NotificationPanel({ renderTitle, onClose, unread }: NotificationPanelProps) {
  const t = useT('notifications');
  const list = useNotificationList(true);
  const { markAll, markOne } = useMarkNotificationsRead();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, []);

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const anyUnread = unread > 0 || notifications.some((n) => !n.read);
  const markFailed = markAll.isError || markOne.isError;

  const open = (notification: AppNotification) => {
    if (!notification.read) markOne.mutate(notification);
    onClose();
  };

  return (
    <div className="flex max-h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <div className="min-w-0 flex-1">{renderTitle(t('panel.title'))}</div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            markOne.reset();
            markAll.mutate();
          }}
          disabled={!anyUnread || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" />
          {t('panel.markAllRead')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={t('panel.close')}
          title={t('panel.close')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      {markFailed && (
        <Alert
          tone="danger"
          className="mx-3 mt-3"
          dismiss={{
            label: t('panel.close'),
            onDismiss: () => {
              markAll.reset();
              markOne.reset();
            },
          }}
        >
          {t('panel.markFailed')}
        </Alert>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        {list.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {t('panel.loading')}
          </div>
        ) : list.isError && notifications.length === 0 ? (
          <Alert
            tone="danger"
            className="m-2"
            title={t('panel.loadFailed')}
            actions={
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {t('panel.retry')}
              </Button>
            }
          >
            {errorMessage(list.error, '')}
          </Alert>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm font-medium text-foreground">{t('panel.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('panel.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-0.5" aria-label={t('panel.title')}>
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
              ))}
            </ul>
            {list.isFetchNextPageError && (
              <Alert tone="danger" className="m-2">
                {errorMessage(list.error, t('panel.loadFailed'))}
              </Alert>
            )}
            {list.hasNextPage && (
              <div className="flex justify-center p-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage && <Spinner className="size-4" />}
                  {t('panel.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
