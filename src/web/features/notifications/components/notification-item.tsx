import type { AppNotification, NotificationKind } from '@shared/contracts/notifications';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { type LucideIcon, MessageSquare, Reply, ShieldCheck, ShoppingBag, Star } from 'lucide-react';
import { Link } from 'react-router';
import { notificationText, notificationTime } from '../lib/notification-text';

const ICONS: Record<NotificationKind, LucideIcon> = {
  message: MessageSquare,
  sale: ShoppingBag,
  review: Star,
  comment_reply: Reply,
  moderation: ShieldCheck,
};

/** Only the app's own pages are followed from a notification. */
export function internalLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

interface NotificationItemProps {
  notification: AppNotification;
  /** The clock the relative times read (ticks while the panel is open). */
  now: number;
  /** Marks it read; the link (if any) is followed by the item itself. */
  onOpen: (notification: AppNotification) => void;
}

/**
 * One notification: its sentence in the reader's language, a second line (a preview, a rating, a
 * reason), when it happened, and a dot while unread. A link to its page, or a button that only
 * marks it read when it has none.
 */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const t = useT('notifications');
  const format = useFormat();
  const { title, detail } = notificationText(notification, t, format);
  const when = notificationTime(notification.createdAt, now, t, format);
  const Icon = ICONS[notification.type] ?? ShieldCheck;
  const link = internalLink(notification.link);
  const unread = !notification.read;

  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-sm leading-snug break-words',
            unread ? 'font-semibold text-foreground' : 'text-foreground/90',
          )}
        >
          {title}
        </span>
        {detail && (
          <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted-foreground">
            {detail}
          </span>
        )}
        {when && (
          <time
            dateTime={notification.createdAt}
            title={format.dateTime(notification.createdAt)}
            className="mt-1 block text-xs text-muted-foreground"
          >
            {when}
          </time>
        )}
      </span>
      {unread && (
        <span className="mt-2 flex shrink-0 items-center" data-testid="notification-unread">
          <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
          <span className="sr-only">{t('panel.unread')}</span>
        </span>
      )}
    </>
  );
  const classes = cn(
    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    unread && 'bg-primary/5',
  );

  return (
    <li data-notification-id={notification.id}>
      {link ? (
        <Link to={link} className={classes} onClick={() => onOpen(notification)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={classes} onClick={() => onOpen(notification)}>
          {body}
        </button>
      )}
    </li>
  );
}
