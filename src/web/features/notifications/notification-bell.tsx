import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Bell as BellIcon } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import { type ComponentProps, useId, useState } from 'react';
import { NotificationPanel } from './components/notification-panel';
import { UnreadCountBadge } from './components/unread-count-badge';
import { useUnreadNotifications } from './hooks/use-notifications';

/** From this width the panel hangs from the bell; below it, it is a full-width sheet. */
const POPOVER_QUERY = '(min-width: 640px)';

/**
 * The top bar's bell (issue 23 item 4), for verified signed-in users: the unread count (99+ past
 * 99), kept live from the user's channel, opening the notifications panel. Escape, the close
 * button or a click outside closes it, and focus goes back to the bell.
 */
export function NotificationBell() {
  const { user } = useSession();
  if (!user?.emailVerified) return null;
  return <Bell key={user.id} />;
}

function Bell() {
  const t = useT('notifications');
  const format = useFormat();
  const unread = useUnreadNotifications(true);
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(POPOVER_QUERY);
  const headingId = useId();
  const label = unread > 0 ? t('bell.labelUnread', { count: format.number(unread) }) : t('bell.label');
  const close = () => setOpen(false);

  const trigger = <BellButton label={label} unread={unread} />;

  if (wide)
    return (
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-labelledby={headingId}
            className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[24rem] flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-foreground shadow-lg outline-none data-[state=open]:animate-[fade-in_120ms_ease-out]"
          >
            <NotificationPanel
              unread={unread}
              onClose={close}
              renderTitle={(text) => (
                <h2 id={headingId} className="text-[15px] font-semibold">
                  {text}
                </h2>
              )}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col overflow-hidden rounded-t-2xl border-t border-border bg-surface text-foreground shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <NotificationPanel
            unread={unread}
            onClose={close}
            renderTitle={(text) => <Dialog.Title className="text-base font-semibold">{text}</Dialog.Title>}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BellButtonProps extends ComponentProps<'button'> {
  label: string;
  unread: number;
}

/** The bell itself; Radix's Trigger hands it its handlers, ref and expanded state. */
function BellButton({ label, unread, ...props }: BellButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className="relative"
      data-testid="notification-bell"
      {...props}
    >
      <BellIcon aria-hidden="true" />
      <UnreadCountBadge count={unread} />
    </Button>
  );
}
