import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { useUnreadCount } from '../hooks/use-unread-count';
import { unreadLabel } from '../lib/message-time';
import { UnreadPill } from './participant-avatar';

/**
 * The sidebar Messages link's unread count (§2 Sidebar, issue 23 item 3): for a verified user,
 * live through the user's channel, 99+ above 99; nothing while there is nothing unread.
 */
export function MessagesNavBadge() {
  const t = useT('messages');
  const { user } = useSession();
  const unread = useUnreadCount(user?.emailVerified === true);
  const count = unread.data?.unread ?? 0;
  if (!user?.emailVerified || count === 0) return null;
  return (
    <>
      <UnreadPill text={unreadLabel(count)} className="ml-auto" />
      <span className="sr-only" data-testid="messages-unread">
        {t('nav.unread', { count })}
      </span>
    </>
  );
}
