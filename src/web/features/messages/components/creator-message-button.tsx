import { useQuery } from '@tanstack/react-query';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { MessageCircle, MessageCircleOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fetchConversationWith } from '../api/messaging-api';
import { NewConversationDialog } from './new-conversation-dialog';
import { messagingKeys } from '../lib/messaging-keys';

export interface MessageButtonCreator {
  id: string;
  displayName: string;
  photoURL: string | null;
  allowMessages: boolean;
  /** The visitor is this creator. */
  isOwn: boolean;
}

/**
 * A creator page's Message button (platform.md §2 Creator profile): hidden on one's own profile;
 * disabled 'Messages Disabled' when the creator takes no messages; signed out it goes to /auth;
 * with a conversation already there 'Continue Chat' opens it in /messages; otherwise it opens the
 * message composer, with the recipe as context when there is one.
 */
export function CreatorMessageButton({
  creator,
  recipeName,
  listingId,
  className,
}: {
  creator: MessageButtonCreator;
  recipeName?: string;
  listingId?: string;
  className?: string;
}) {
  const t = useT('messages');
  const { user, isPending } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const own = creator.isOwn || user?.id === creator.id;
  const lookup = useQuery({
    queryKey: messagingKeys.with(creator.id),
    queryFn: ({ signal }) => fetchConversationWith(creator.id, signal),
    enabled: !!user?.emailVerified && !own && creator.allowMessages,
  });

  if (own || isPending) return null;
  if (!creator.allowMessages)
    return (
      <Button variant="secondary" size="sm" disabled className={className}>
        <MessageCircleOff aria-hidden="true" />
        {t('creatorButton.disabled')}
      </Button>
    );
  if (!user)
    return (
      <Link to="/auth" state={{ from: location }} className={buttonClasses('primary', 'sm', className)}>
        <MessageCircle aria-hidden="true" />
        {t('creatorButton.message')}
      </Link>
    );
  const existing = lookup.data?.conversationId;
  if (existing)
    return (
      <Link
        to={`/messages?conversation=${encodeURIComponent(existing)}`}
        className={buttonClasses('primary', 'sm', className)}
      >
        <MessageCircle aria-hidden="true" />
        {t('creatorButton.continue')}
      </Link>
    );
  const context = recipeName || listingId ? { recipeName, listingId } : undefined;
  return (
    <>
      <Button size="sm" className={className} onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        {t('creatorButton.message')}
      </Button>
      <NewConversationDialog
        open={open}
        onOpenChange={setOpen}
        recipient={{ id: creator.id, displayName: creator.displayName, photoURL: creator.photoURL }}
        context={context}
        title={t('creatorButton.title', { name: creator.displayName })}
        description={t('creatorButton.description', { name: creator.displayName })}
        onCreated={() => {
          setOpen(false);
          toast.success(t('creatorButton.sent', { name: creator.displayName }));
        }}
      />
    </>
  );
}
