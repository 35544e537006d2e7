import type { FeedbackReason, RegenerateOption } from '@shared/contracts/chat-actions';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { Check, Code2, Copy, FileText, Link2, Loader2, ThumbsDown, ThumbsUp, Wand2 } from 'lucide-react';
import { type KeyboardEvent, lazy, memo, Suspense, useState } from 'react';
import { toast } from '@web/lib/toast';
import { type Translate, useT } from '@web/lib/i18n';
import { reportReplyAction } from '../api/metrics-actions-api';
import { useCopy } from '../hooks/use-copy';
import { useMessageActions } from '../hooks/use-message-actions';
import type { UiMessage } from '../lib/message-model';
import { IconButton } from '@web/components/ui/icon-button';
import { PublishRecipeButton } from './publish-recipe-button';
import { RegenerateMenu } from './regenerate-menu';
import { SaveRecipeButton } from './save-recipe-button';
import { ShareMessageButton } from './share/share-message-button';

// Loaded when a thumbs-down opens it: the form library stays off the chat's first load.
const FeedbackForm = lazy(() => import('./feedback-form').then((m) => ({ default: m.FeedbackForm })));

/** The friendly toast for a failed conversion (chat-assistant.md §8 Conversion errors). */
function conversionError(error: unknown, t: Translate<'chat'>): string {
  if (!(error instanceof ApiRequestError)) return t('actions.executeFailed');
  if (error.key === 'generation.apiKey') return t('actions.conversion.apiKey');
  if (error.code === 'NOT_READY') return t('actions.conversion.notReady');
  if (error.code === 'BAD_REQUEST' || error.code === 'CONFLICT') return error.message;
  return t('actions.executeFailed');
}

/** Toolbar keys (WAI-ARIA): Left/Right move between the row's buttons, Home/End to its ends. */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

const textButton =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-3.5';

/**
 * The action row under an assistant answer (chat-assistant.md §2): copy, regenerate, thumbs,
 * convert with its Show Code / Show Original toggle, Save, and Publish ("Save, with a price").
 * The row keeps its height while the answer streams, so nothing jumps when it appears; on devices
 * with hover it shows on hover or focus, elsewhere always.
 */
export const AssistantActions = memo(function AssistantActions({
  message,
  recipe,
  showCode,
  onShowCode,
  sourcesOpen,
  onSourcesOpen,
}: AssistantActionsProps) {
  const t = useT('chat');
  const actions = useMessageActions();
  const { copied, copy } = useCopy(t('actions.copyFailed'));
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [executing, setExecuting] = useState(false);
  const done = message.status === 'complete' || message.status === 'cancelled';
  if (!actions) return null;
  const { controller, busy } = actions;
  // A copied reply of a stored chat is reported for the generation metrics (issue 22 §1).
  const copyReply = async () => {
    if ((await copy(message.content)) && controller.getSnapshot().mode === 'server')
      reportReplyAction(message.id, 'copy');
  };

  const regenerate = (option: RegenerateOption) => {
    setFeedbackOpen(false);
    onShowCode(false);
    void controller.regenerate(message.id, option);
  };
  const rateUp = async () => {
    setFeedbackOpen(false);
    if (await controller.rate(message.id, { feedback: 'positive' }))
      toast.success(t('actions.feedbackThanks'));
  };
  const submitReason = async (reason: FeedbackReason, comment: string) => {
    const saved = await controller.rate(message.id, {
      feedback: 'negative',
      reason,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (saved) {
      setFeedbackOpen(false);
      toast.success(t('actions.feedbackThanks'));
    }
  };
  const convert = async () => {
    if (executing) return;
    setExecuting(true);
    try {
      if ((await controller.convert(message.id)) === 'converted') onShowCode(true);
    } catch (error) {
      toast.error(conversionError(error, t));
    } finally {
      setExecuting(false);
    }
  };

  const count = message.regenerationCount ?? 0;
  return (
    <div className="mt-2">
      <div
        role="toolbar"
        onKeyDown={moveAlongToolbar}
        aria-label={t('actions.toolbar')}
        data-testid="assistant-actions"
        className={cn(
          'flex min-h-8 flex-wrap items-center gap-1 transition-opacity',
          !done && 'invisible',
          '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/message:opacity-100 [@media(hover:hover)]:focus-within:opacity-100',
          (feedbackOpen || executing || showCode) && '[@media(hover:hover)]:opacity-100',
        )}
      >
        <IconButton
          label={copied ? t('actions.copied') : t('actions.copy')}
          onClick={() => void copyReply()}
          data-testid="copy-message"
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </IconButton>
        <ShareMessageButton
          chatId={controller.getSnapshot().mode === 'server' ? controller.getSnapshot().chatId : null}
          messageId={message.id}
        />
        <RegenerateMenu disabled={busy || !done} onRegenerate={regenerate} />
        <IconButton
          label={t('actions.good')}
          pressed={message.feedback === 'positive'}
          onClick={() => void rateUp()}
          data-testid="feedback-up"
        >
          <ThumbsUp aria-hidden="true" className={cn(message.feedback === 'positive' && 'fill-current')} />
        </IconButton>
        <IconButton
          label={t('actions.bad')}
          pressed={message.feedback === 'negative'}
          aria-expanded={feedbackOpen}
          onClick={() => setFeedbackOpen((open) => !open)}
          data-testid="feedback-down"
        >
          <ThumbsDown aria-hidden="true" className={cn(message.feedback === 'negative' && 'fill-current')} />
        </IconButton>
        {message.sources.length > 0 && (
          <IconButton
            label={sourcesOpen ? t('actions.hideSources') : t('actions.showSources')}
            pressed={sourcesOpen}
            onClick={() => onSourcesOpen(!sourcesOpen)}
            data-testid="toggle-sources"
          >
            <Link2 aria-hidden="true" />
          </IconButton>
        )}
        {recipe && message.status === 'complete' && (
          <>
            {message.isExecuted ? (
              <button
                type="button"
                className={textButton}
                aria-pressed={showCode}
                onClick={() => onShowCode(!showCode)}
                data-testid="toggle-code"
              >
                {showCode ? <FileText aria-hidden="true" /> : <Code2 aria-hidden="true" />}
                {showCode ? t('actions.showOriginal') : t('actions.showCode')}
              </button>
            ) : (
              <button
                type="button"
                className={textButton}
                disabled={executing || busy}
                aria-busy={executing}
                onClick={() => void convert()}
                data-testid="convert-recipe"
              >
                {executing ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Wand2 aria-hidden="true" />
                )}
                {executing ? t('actions.converting') : t('actions.convert')}
              </button>
            )}
            <SaveRecipeButton messageId={message.id} />
            <PublishRecipeButton messageId={message.id} />
          </>
        )}
        {count > 0 && (
          <span
            className="ml-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
            data-testid="regenerated-badge"
          >
            {t('actions.regenerated', { count })}
          </span>
        )}
      </div>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackForm onSubmit={submitReason} onCancel={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}, sameWhileStreaming);

interface AssistantActionsProps {
  message: UiMessage;
  recipe: boolean;
  showCode: boolean;
  onShowCode: (show: boolean) => void;
  sourcesOpen: boolean;
  onSourcesOpen: (open: boolean) => void;
}

/** The text a reply streams. The row is hidden until the reply ends, so it need not follow it. */
const STREAMED_FIELDS: ReadonlySet<string> = new Set(['content', 'thinking']);

/**
 * Props equal for the row: the same, or the same reply still streaming with only its text grown.
 * A long reply re-renders many times a second; the row's buttons need not.
 */
export function sameWhileStreaming(a: AssistantActionsProps, b: AssistantActionsProps): boolean {
  for (const key of Object.keys(a) as Array<keyof AssistantActionsProps>) {
    if (key !== 'message' && !Object.is(a[key], b[key])) return false;
  }
  if (a.message === b.message) return true;
  if (a.message.status !== 'streaming' || b.message.status !== 'streaming') return false;
  const keys = new Set([...Object.keys(a.message), ...Object.keys(b.message)]);
  for (const key of keys) {
    if (STREAMED_FIELDS.has(key)) continue;
    if (!Object.is(a.message[key as keyof UiMessage], b.message[key as keyof UiMessage])) return false;
  }
  return true;
}
