import {
  IMPROVEMENT_PRIORITIES,
  IMPROVEMENT_TIMELINE,
  type ImprovementAction,
} from '@shared/contracts/evaluation-report';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleCheck, Circle } from 'lucide-react';
import { useId } from 'react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { PRIORITY_CHIP } from './improvement-card';

/** The improvement timeline (§9): high priority Week 1-2, medium Week 3-4, low Week 5+. */
export function ImprovementTimeline({ actions }: { actions: ImprovementAction[] }) {
  const t = useT('evaluation');
  const id = useId();
  const words = useEvaluationWords();

  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
        {t('plan.timelineTitle')}
      </h3>
      <ol className="grid gap-4 md:grid-cols-3">
        {IMPROVEMENT_PRIORITIES.map((priority) => {
          const due = actions.filter((action) => action.priority === priority);
          return (
            <li key={priority} className="flex flex-col gap-2 rounded-xl border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-foreground">
                  {t(`plan.timeline.${IMPROVEMENT_TIMELINE[priority]}`)}
                </span>
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-semibold',
                    PRIORITY_CHIP[priority],
                  )}
                >
                  {t(`plan.priority.${priority}`)}
                </span>
              </div>
              {due.length === 0 ? (
                <p className="text-xs text-muted-foreground">{t('plan.timelineNone')}</p>
              ) : (
                <ul className="flex flex-col gap-1.5">
                  {due.map((action) => {
                    const Icon = action.completed ? CircleCheck : Circle;
                    return (
                      <li key={action.id} className="flex items-start gap-2 text-xs text-foreground">
                        <Icon
                          aria-hidden="true"
                          className={cn(
                            'mt-px size-3.5 shrink-0',
                            action.completed ? 'text-success' : 'text-muted-foreground',
                          )}
                        />
                        <span
                          className={cn('min-w-0', action.completed && 'text-muted-foreground line-through')}
                        >
                          {words.improvement(action).description}
                          <span className="sr-only">
                            {action.completed ? t('plan.doneSr') : t('plan.openSr')}
                          </span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
