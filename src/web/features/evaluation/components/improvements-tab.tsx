import type { ImprovementAction } from '@shared/contracts/evaluation-report';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useBulkImprovements, useImprovements, useToggleImprovement } from '../hooks/use-evaluation-report';
import { ImprovementActionsBar } from './improvement-actions-bar';
import { ImprovementCard } from './improvement-card';
import { ImprovementTimeline } from './improvement-timeline';

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Improvements (§3 Improvement action, §4): the actions derived from the run's weakest areas,
 * highest priority first, with toggle complete (kept on the server for this user or role),
 * expand or collapse of their steps, the bulk actions, and the timeline by priority (§9).
 */
export function ImprovementsTab({ runId }: { runId: string }) {
  const t = useT('evaluation');
  const list = useImprovements(runId);
  const toggle = useToggleImprovement(runId);
  const bulk = useBulkImprovements(runId);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [highOnly, setHighOnly] = useState(false);

  if (list.isPending)
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('plan.loading')}</span>
        {[0, 1].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-36 animate-pulse rounded-2xl border border-border bg-surface"
          />
        ))}
      </div>
    );

  if (list.isError)
    return (
      <Alert
        tone="danger"
        title={t('plan.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      >
        {errorText(list.error)}
      </Alert>
    );

  const actions = [...list.data.actions].sort(
    (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority],
  );
  if (actions.length === 0)
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-muted-foreground">{t('plan.empty')}</p>
      </Card>
    );

  const shown = highOnly ? actions.filter((action) => action.priority === 'high') : actions;
  const setOne = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const onToggle = (action: ImprovementAction) =>
    toggle.mutate(
      { id: action.id, completed: !action.completed },
      { onError: (error) => toast.error(errorText(error) || t('plan.saveFailed')) },
    );
  const onBulk = (action: 'markAllComplete' | 'resetProgress') =>
    bulk.mutate(action, {
      onSuccess: () =>
        toast.success(t(action === 'markAllComplete' ? 'plan.allMarked' : 'plan.progressReset')),
      onError: (error) => toast.error(errorText(error) || t('plan.saveFailed')),
    });

  return (
    <div className="flex flex-col gap-5">
      <ImprovementActionsBar
        completed={list.data.completedCount}
        total={actions.length}
        highOnly={highOnly}
        busy={bulk.isPending}
        onExpandAll={() => setExpanded(new Set(shown.map((action) => action.id)))}
        onCollapseAll={() => setExpanded(new Set())}
        onHighOnly={() => setHighOnly((on) => !on)}
        onMarkAll={() => onBulk('markAllComplete')}
        onReset={() => onBulk('resetProgress')}
      />

      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('plan.noHighPriority')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {shown.map((action) => (
            <li key={action.id}>
              <ImprovementCard
                action={action}
                expanded={expanded.has(action.id)}
                onExpandedChange={(open) => setOne(action.id, open)}
                onToggleComplete={() => onToggle(action)}
              />
            </li>
          ))}
        </ul>
      )}

      <ImprovementTimeline actions={actions} />
    </div>
  );
}
