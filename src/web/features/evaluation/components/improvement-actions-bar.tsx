import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n';
import { CheckCheck, ChevronsDownUp, ChevronsUpDown, Flag, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useScoreFormat } from '../hooks/use-score-format';

/**
 * How far the plan has come, and §4's bulk actions: Expand All, Collapse All, Show High Priority
 * (a filter, pressed while on), Mark All Complete and Reset Progress (saved on the server).
 */
export function ImprovementActionsBar({
  completed,
  total,
  highOnly,
  busy,
  onExpandAll,
  onCollapseAll,
  onHighOnly,
  onMarkAll,
  onReset,
}: {
  completed: number;
  total: number;
  highOnly: boolean;
  busy: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onHighOnly: () => void;
  onMarkAll: () => void;
  onReset: () => void;
}) {
  const t = useT('evaluation');
  const id = useId();
  const scores = useScoreFormat();
  const share = total === 0 ? 0 : completed / total;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id={`${id}-label`} className="font-medium text-foreground">
            {t('plan.progress', { completed, total })}
          </span>
          <span className="tabular-nums text-muted-foreground">{scores.share(share)}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-success" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
      <div role="toolbar" aria-label={t('plan.bulkLabel')} className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onExpandAll}>
          <ChevronsUpDown aria-hidden="true" />
          {t('plan.expandAll')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCollapseAll}>
          <ChevronsDownUp aria-hidden="true" />
          {t('plan.collapseAll')}
        </Button>
        <Button
          size="sm"
          variant={highOnly ? 'primary' : 'secondary'}
          aria-pressed={highOnly}
          onClick={onHighOnly}
        >
          <Flag aria-hidden="true" />
          {t('plan.highOnly')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onMarkAll} disabled={busy || completed === total}>
          <CheckCheck aria-hidden="true" />
          {t('plan.markAll')}
        </Button>
        <Button size="sm" variant="danger" onClick={onReset} disabled={busy || completed === 0}>
          <RotateCcw aria-hidden="true" />
          {t('plan.reset')}
        </Button>
      </div>
    </Card>
  );
}
