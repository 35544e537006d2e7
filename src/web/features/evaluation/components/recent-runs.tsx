import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { EVALUATION_TREND_LENGTH } from '@shared/contracts/evaluation-report';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useScoreFormat } from '../hooks/use-score-format';
import { isRunning } from '../hooks/use-evaluation-runs';
import { BAND_CHIP, gradeOf, RATING_KEY } from '../lib/score-style';

/** §9's recent list: the last 5 runs, each opened again with a click (its report, or its progress). */
export function RecentRuns({
  runs,
  currentId,
  onOpen,
}: {
  runs: EvaluationRunSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
}) {
  const t = useT('evaluation');
  const id = useId();
  const format = useFormat();
  const scores = useScoreFormat();

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
        {t('recent.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {runs.slice(0, EVALUATION_TREND_LENGTH).map((run) => {
          const grade = run.overallScore === null ? null : gradeOf(run.overallScore);
          return (
            <li key={run.id}>
              <button
                type="button"
                onClick={() => onOpen(run.id)}
                aria-current={run.id === currentId ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 px-4 py-3 text-left text-sm transition-colors hover:bg-muted',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  run.id === currentId && 'bg-muted/60',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-foreground">{format.dateTime(run.createdAt)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('recent.cases', { count: run.caseCount })}
                  </span>
                </span>
                {run.overallScore !== null && grade ? (
                  <span
                    className={cn(
                      'rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                      BAND_CHIP[grade.band],
                    )}
                  >
                    {t('recent.score', {
                      score: scores.score(run.overallScore),
                      rating: t(RATING_KEY[grade.rating]),
                    })}
                  </span>
                ) : (
                  <span
                    className={cn(
                      'rounded-full border px-2.5 py-0.5 text-xs font-medium',
                      run.phase === 'failed'
                        ? 'border-danger/30 text-danger'
                        : 'border-border text-muted-foreground',
                    )}
                  >
                    {isRunning(run)
                      ? t('recent.running', { percent: run.progress })
                      : t(`phases.${run.phase}`)}
                  </span>
                )}
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
