import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';

/**
 * A run's result as markdown, in a box that keeps its room from the moment the run starts (no
 * jump when the first words arrive). Announced when it is complete: the region is busy while it
 * streams, so a screen reader does not read every token.
 */
export function RunResult({
  text,
  streaming,
  retry,
  className,
}: {
  text: string;
  streaming: boolean;
  retry?: { attempt: number; max: number } | null;
  className?: string;
}) {
  const t = useT('marketplace-trial');
  return (
    <section
      aria-label={t('result.label')}
      aria-live="polite"
      aria-busy={streaming}
      className={cn('min-h-32 rounded-xl border border-border bg-background/60 px-4 py-3', className)}
    >
      {retry && (
        <p className="mb-2 text-xs font-medium text-warning">
          {t('result.retrying', { attempt: retry.attempt, max: retry.max })}
        </p>
      )}
      {text ? (
        <StreamingMarkdown text={text} streaming={streaming} />
      ) : streaming ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('result.running')}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('result.empty')}</p>
      )}
    </section>
  );
}
