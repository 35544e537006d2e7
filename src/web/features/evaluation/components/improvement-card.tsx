import type { ImprovementAction } from '@shared/contracts/evaluation-report';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { useId } from 'react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { Disclosure } from './disclosure';

export const PRIORITY_CHIP: Record<ImprovementAction['priority'], string> = {
  high: 'border-danger/30 bg-danger-muted text-danger',
  medium: 'border-warning/40 bg-warning-muted text-warning',
  low: 'border-border bg-muted text-muted-foreground',
};

/**
 * One improvement action (§3): priority, category, what to do and what it should bring, the
 * criteria it aims at, its implementation steps (expand and collapse), and Mark complete.
 */
export function ImprovementCard({
  action,
  expanded,
  onExpandedChange,
  onToggleComplete,
}: {
  action: ImprovementAction;
  expanded: boolean;
  onExpandedChange: (open: boolean) => void;
  onToggleComplete: () => void;
}) {
  const t = useT('evaluation');
  const id = useId();
  const words = useEvaluationWords();
  const text = words.improvement(action);

  return (
    <Card
      className={cn('flex flex-col gap-3 p-4 sm:p-5', action.completed && 'bg-muted/40')}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            PRIORITY_CHIP[action.priority],
          )}
        >
          {t(`plan.priority.${action.priority}`)}
        </span>
        <span className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-medium text-foreground">
          {t(`plan.categories.${action.category}`)}
        </span>
        <span className="text-xs text-muted-foreground">{t(`plan.timeline.${action.timeline}`)}</span>
      </div>

      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={action.completed}
          onChange={onToggleComplete}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md accent-success focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3
            id={`${id}-title`}
            className={cn(
              'text-sm font-semibold text-foreground',
              action.completed && 'text-muted-foreground line-through',
            )}
          >
            {text.description}
          </h3>
          <p id={`${id}-hint`} className="sr-only">
            {t('plan.toggleHint')}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{t('plan.expectedImpact')}</span>{' '}
            {text.expectedImpact}
          </p>
        </div>
      </div>

      {action.targetMetrics.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-muted-foreground">{t('plan.targetMetrics')}</span>
          {action.targetMetrics.map((metric) => (
            <span key={metric} className="rounded-md bg-muted px-2 py-0.5 text-xs text-foreground">
              {words.criterion(metric)}
            </span>
          ))}
        </div>
      )}

      {text.steps.length > 0 && (
        <Disclosure
          open={expanded}
          onOpenChange={onExpandedChange}
          label={t(expanded ? 'plan.hideSteps' : 'plan.showSteps', { count: text.steps.length })}
        >
          <ol className="list-decimal space-y-1 pl-5 text-sm text-foreground marker:text-muted-foreground">
            {text.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are an ordered list without ids.
              <li key={index}>{step}</li>
            ))}
          </ol>
        </Disclosure>
      )}
    </Card>
  );
}
