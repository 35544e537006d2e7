import type { ReadingSubject } from '@shared/contracts/presenter';
import { isRecipeLike } from '@shared/recipe/parse-recipe';
import { cn } from '@web/lib/cn';
import { RotateCcw } from 'lucide-react';
import { memo, useMemo, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { useMessageActions } from '../hooks/use-message-actions';
import { canRetry, endedUnfinished, type UiMessage } from '../lib/message-model';
import { AssistantActions } from './assistant-actions';
import { CodeViewer } from './code-viewer';
import { emphasisClass } from '@web/components/markdown/render-tokens';
import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { SaveRecipeButton } from './save-recipe-button';
import { SourcesList } from './sources-list';
import { ThinkingPanel } from './thinking-panel';
import { UserMessage } from './user-message';
import { VersionCarousel } from './version-carousel';

/** Recipe detection reads the start of a streaming reply only; the whole text once it ends. */
const DETECT_WHILE_STREAMING_CHARS = 4_000;

function useRecipeLike(message: UiMessage): boolean {
  const sticky = useRef(false);
  const streaming = message.status === 'streaming';
  if (!sticky.current && message.content) {
    // A reply opened mid-stream may already be long: its start still tells.
    sticky.current = isRecipeLike(
      streaming ? message.content.slice(0, DETECT_WHILE_STREAMING_CHARS) : message.content,
    );
  }
  return sticky.current;
}

function TypingDots() {
  return (
    <span className="inline-flex h-6 items-center gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground/60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

interface MessageItemProps {
  message: UiMessage;
  onRetry: (id: string) => void;
  retryDisabled: boolean;
}

/** One message: the user's in a bubble; the assistant's as markdown or a recipe, with its states. */
export const MessageItem = memo(function MessageItem({ message, onRetry, retryDisabled }: MessageItemProps) {
  const t = useT('chat');
  const actions = useMessageActions();
  const recipe = useRecipeLike(message);
  const streaming = message.status === 'streaming';
  // 'Show Code' / 'Show Original' (chat-assistant.md §4 Execute): a view choice, not stored.
  const [showCode, setShowCode] = useState(false);
  const [sourcesOpen, setSourcesOpen] = useState(false);
  // A reader's ticks are kept on the server for a finished reply stored there: a signed-in chat's
  // (its reply has the server's id once it finished). An anonymous chat lives in this browser, and
  // a message shown outside a chat (no actions) is no reader's own.
  const stored = actions?.controller.getSnapshot().mode === 'server' && message.status === 'complete';
  const subject = useMemo<ReadingSubject | undefined>(
    () => (stored ? { kind: 'message', id: message.id } : undefined),
    [stored, message.id],
  );

  if (message.role === 'user') return <UserMessage message={message} />;
  const codeShown = showCode && !!message.isExecuted && !streaming;

  return (
    <article
      aria-label={t('message.assistant')}
      aria-busy={streaming}
      data-testid="message-assistant"
      data-status={message.status}
      className="group/message min-w-0"
    >
      <ThinkingPanel thinking={message.thinking} streaming={streaming} />
      <VersionCarousel
        index={message.versionIndex ?? 0}
        total={message.versions?.length ?? 0}
        disabled={streaming || !actions || actions.busy}
        onSelect={(index) => {
          setShowCode(false);
          void actions?.controller.selectVersion(message.id, index);
        }}
      >
        {codeShown ? (
          <CodeViewer code={message.convertedCode ?? {}} />
        ) : message.content ? (
          recipe ? (
            <RecipePresenter
              content={message.content}
              streaming={streaming}
              unfinished={endedUnfinished(message)}
              subject={subject}
            />
          ) : (
            <StreamingMarkdown text={message.content} streaming={streaming} />
          )
        ) : streaming ? (
          <TypingDots />
        ) : null}
      </VersionCarousel>
      {message.notice && (
        <p className="mt-2 text-sm">
          <em className={cn(emphasisClass(message.notice), 'inline-block')} data-testid="message-notice">
            {message.notice}
          </em>
        </p>
      )}
      {(message.status === 'error' || (message.status === 'complete' && message.error)) && (
        <p className="mt-2 text-sm">
          <em className={cn(emphasisClass('Error:'), 'inline-block')} data-testid="message-error">
            {message.error ?? t('message.failed')}
          </em>
        </p>
      )}
      {message.status === 'interrupted' && (
        <p className="mt-2 text-sm text-muted-foreground italic" data-testid="message-interrupted">
          {t('message.interrupted')}
        </p>
      )}
      <SourcesList sources={message.sources} open={sourcesOpen} onOpenChange={setSourcesOpen} />
      {actions ? (
        <AssistantActions
          message={message}
          recipe={recipe}
          showCode={codeShown}
          onShowCode={setShowCode}
          sourcesOpen={sourcesOpen}
          onSourcesOpen={setSourcesOpen}
        />
      ) : (
        recipe &&
        message.status === 'complete' && (
          // Outside a chat (no actions to offer), a finished recipe can still be saved.
          <div className="mt-3 flex items-center gap-2">
            <SaveRecipeButton messageId={message.id} />
          </div>
        )
      )}
      {canRetry(message) && (
        <div className="mt-2 flex items-center gap-2">
          {message.status === 'cancelled' && (
            <span className="text-xs font-medium text-muted-foreground">{t('message.stopped')}</span>
          )}
          <button
            type="button"
            onClick={() => onRetry(message.id)}
            disabled={retryDisabled}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-foreground shadow-xs',
              'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
            )}
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('message.retry')}
          </button>
        </div>
      )}
    </article>
  );
});
