import { openAuthPrompt } from '@web/lib/auth-prompt';
import { memo, useCallback } from 'react';
import { useT } from '@web/lib/i18n';
import type { PendingAttachments } from '../hooks/use-pending-attachments';
import { useStandardMode } from '../hooks/use-standard-mode';
import type { ChatController, ChatState } from '../lib/chat-controller';
import type { PendingAttachment } from '../lib/pending-attachment';
import { ChatInput } from './chat-input';
import { ConnectionNotice, LimitNotice } from './chat-notices';
import { UsageBadge } from './usage-badge';

interface ChatComposerProps {
  controller: ChatController;
  connection: ChatState['connection'];
  limitMessage: string | null;
  restore: ChatState['restore'];
  note: string | null;
  busy: boolean;
  /** Whose generations the usage badge counts. */
  scope: string;
  initialText: string;
  attachments: PendingAttachments;
  onSend: (text: string, files: readonly PendingAttachment[]) => boolean;
  onStop: () => void;
}

/**
 * The fixed input bar: connection and limit notices, the standard-mode switch and the input.
 * Memoised on props that stay the same while a reply streams, so the stream's many renders of
 * the messages never re-render the form.
 */
export const ChatComposer = memo(function ChatComposer({
  controller,
  connection,
  limitMessage,
  restore,
  note,
  busy,
  scope,
  initialText,
  attachments,
  onSend,
  onStop,
}: ChatComposerProps) {
  const t = useT('chat');
  const [standard, setStandard] = useStandardMode();
  const useStandard = useCallback(() => {
    setStandard(true);
    controller.connectionRecovered();
  }, [controller, setStandard]);
  const dismissLimit = useCallback(() => controller.dismissLimit(), [controller]);
  const clearNotes = useCallback(() => controller.clearInputNotes(), [controller]);

  return (
    <div className="shrink-0 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-6">
      <div className="mx-auto w-full max-w-3xl">
        <ConnectionNotice quality={connection} onStandardMode={useStandard} />
        {limitMessage && (
          <LimitNotice
            message={limitMessage}
            onSignUp={() => openAuthPrompt('signup')}
            onDismiss={dismissLimit}
          />
        )}
        {standard && (
          <p
            className="mb-2 flex items-center gap-2 text-xs text-muted-foreground"
            data-testid="standard-mode"
          >
            {t('connection.standardModeOn')}
            <button
              type="button"
              onClick={() => setStandard(false)}
              className="font-medium text-primary underline underline-offset-2"
            >
              {t('connection.streamingModeOn')}
            </button>
          </p>
        )}
        <ChatInput
          onSend={onSend}
          onStop={onStop}
          busy={busy}
          initialText={initialText}
          restore={restore}
          note={note}
          onEdit={clearNotes}
          aside={<UsageBadge scope={scope} />}
          attachments={attachments}
        />
      </div>
    </div>
  );
});
