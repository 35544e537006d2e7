import { memo } from 'react';
import { cn } from '@web/lib/cn';
import { Sparkles } from 'lucide-react';
import type { Progress } from '../lib/message-model';
import { useT } from '@web/lib/i18n';
import type { MessageKey } from '@web/lib/i18n';

/**
 * The recipe generation progress loader (chat-assistant.md §4). It floats above the input bar
 * with a fixed height, so showing and hiding it never moves the messages.
 */
export const GenerationProgress = memo(function GenerationProgress({
  progress,
}: {
  progress: Progress | null;
}) {
  const t = useT('chat');
  const visible = progress !== null && progress.percent >= 0;
  const stage = progress?.stage ?? '';
  const label = stage ? t(`progress.stages.${stage}` as MessageKey<'chat'>) : '';
  return (
    <div
      aria-hidden={!visible}
      data-testid="generation-progress"
      data-stage={visible ? stage : undefined}
      className={cn(
        'pointer-events-none mx-auto flex h-11 w-full max-w-sm items-center gap-3 rounded-full border border-border bg-surface/95 px-4 shadow-md backdrop-blur transition-opacity duration-200',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      {/* Still: the bar shows the progress, and an endless pulse would cost a style pass on every
          frame while a long reply streams (bench/render). */}
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2 text-xs">
          <span className="truncate font-medium text-foreground">{label}</span>
          <span className="tabular-nums text-muted-foreground">
            {visible ? `${Math.round(progress!.percent)}%` : ''}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={visible ? Math.round(progress!.percent) : 0}
          aria-valuetext={visible ? `${label} ${Math.round(progress!.percent)}%` : undefined}
          className="mt-1 h-1 overflow-hidden rounded-full bg-muted"
        >
          {/* Scaled, not resized: a transform runs on the compositor, a width would lay out the
              page on every frame of the transition. */}
          <div
            className="h-full origin-left rounded-full bg-primary transition-transform duration-500 ease-out"
            style={{ transform: `scaleX(${visible ? progress!.percent / 100 : 0})` }}
          />
        </div>
      </div>
    </div>
  );
});
