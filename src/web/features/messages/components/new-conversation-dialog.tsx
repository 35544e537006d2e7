import type { Recipient } from '@shared/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { startConversation } from '../api/messaging-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecipients } from '../hooks/use-recipients';
import { messagingKeys } from '../lib/messaging-keys';
import { MessageComposer } from './message-composer';
import { ParticipantAvatar } from './participant-avatar';

/** The server reads searches up to 100 characters (shared/contracts/messaging.ts). */
const SEARCH_MAX_CHARS = 100;

const SEARCH_DEBOUNCE_MS = 150;

type Picked = Pick<Recipient, 'id' | 'displayName' | 'photoURL'>;

interface NewConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation the first message went into (new, or the pair's existing one). */
  onCreated: (conversationId: string) => void;
  /** A fixed recipient (a creator's page): no picker. */
  recipient?: Picked;
  /** What the conversation is about (a recipe), sent along with the first message. */
  context?: { recipeName?: string; listingId?: string };
  title?: string;
  description?: string;
}

function RecipientPicker({ onPick }: { onPick: (recipient: Picked) => void }) {
  const t = useT('messages');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const recipients = useRecipients(q);
  const searchId = useId();
  const headingId = useId();
  const list = recipients.data?.recipients ?? [];

  return (
    <div className="mt-4 space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {t('newConversation.selectRecipient')}
      </h3>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('newConversation.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('newConversation.search')}
          maxLength={SEARCH_MAX_CHARS}
          className="pl-9"
        />
      </div>
      <div className="max-h-72 min-h-24 overflow-y-auto rounded-lg border border-border">
        {recipients.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {t('newConversation.loading')}
          </p>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('newConversation.none')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-border">
            {list.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => onPick(r)}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                >
                  <ParticipantAvatar name={r.displayName} photoURL={r.photoURL} className="size-9 text-sm" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-foreground">
                      {r.displayName}
                    </span>
                    {r.title && (
                      <span className="block truncate text-xs text-muted-foreground">{r.title}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * A new conversation (§2): 'Select Recipient' among the creators (or a fixed one), then the first
 * message; sending it creates the conversation (or adds to the pair's existing one).
 */
export function NewConversationDialog({
  open,
  onOpenChange,
  onCreated,
  recipient: fixed,
  context,
  title,
  description,
}: NewConversationDialogProps) {
  const t = useT('messages');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked | null>(null);
  const recipient = fixed ?? picked;

  const change = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };

  const send = async (content: string) => {
    if (!recipient) return;
    const result = await startConversation({
      participantId: recipient.id,
      initialMessage: content,
      ...(context ? { context } : {}),
    });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.with(recipient.id) });
    queryClient.removeQueries({ queryKey: messagingKeys.thread(result.conversation.conversation.id) });
    setPicked(null);
    onCreated(result.conversation.conversation.id);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('newConversation.close')} className="sm:max-w-lg">
        <DialogTitle>{title ?? t('newConversation.title')}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
        {!recipient ? (
          <RecipientPicker onPick={setPicked} />
        ) : (
          <div className="mt-4 space-y-3">
            <div className="flex items-center gap-3 rounded-lg bg-muted/60 px-3 py-2">
              <ParticipantAvatar
                name={recipient.displayName}
                photoURL={recipient.photoURL}
                className="size-8 text-sm"
              />
              <p className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
                {t('newConversation.to', { name: recipient.displayName })}
              </p>
              {!fixed && (
                <Button size="sm" variant="ghost" onClick={() => setPicked(null)}>
                  {t('newConversation.change')}
                </Button>
              )}
            </div>
            {context?.recipeName && (
              <p className="text-sm text-muted-foreground">
                {t('creatorButton.about', { recipe: context.recipeName })}
              </p>
            )}
            <MessageComposer onSend={send} autoFocus />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
