import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useRunProgress } from '../hooks/use-run-progress';
import { RunFailure } from './run-failure';

/** §4's phases in order, each with the percentage it starts at. */
const STEPS = ['generating_tests', 'generating_solutions', 'evaluating', 'analyzing', 'complete'] as const;

/**
 * A running evaluation, live over SSE (§4): the phase by name, the percentage on a progress bar,
 * the cases written or judged so far, and the phases done and to come. The page announces each
 * new phase politely; the percentage itself is left to the progress bar.
 */
export function RunProgressPanel({ run: initial }: { run: EvaluationRunSummary }) {
  const t = useT('evaluation');
  const id = useId();
  const { run, connection, streamError, reconnect } = useRunProgress(initial);

  if (run.phase === 'failed') return <RunFailure run={run} />;

  const at = STEPS.indexOf(run.phase as (typeof STEPS)[number]);
  const counter =
    run.phase === 'generating_solutions'
      ? t('progress.solved', { done: run.casesSolved, total: run.caseCount })
      : run.phase === 'evaluating'
        ? t('progress.judged', { done: run.casesJudged, total: run.caseCount })
        : null;

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-foreground">
            {t('progress.title', { count: run.caseCount })}
          </h2>
          <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground">
            {run.phase !== 'complete' && <Spinner className="size-4" />}
            {t(`phases.${run.phase}`)}
          </p>
        </div>
        <p className="text-2xl font-semibold tabular-nums text-foreground" aria-hidden="true">
          {t('progress.percent', { percent: run.progress })}
        </p>
      </div>

      <div
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={run.progress}
        aria-valuetext={t('progress.valueText', { percent: run.progress, phase: t(`phases.${run.phase}`) })}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${run.progress}%` }}
        />
      </div>

      {counter && <p className="text-sm text-foreground">{counter}</p>}

      <ol className="grid gap-2 sm:grid-cols-5" aria-label={t('progress.steps')}>
        {STEPS.map((step, index) => {
          const state = index < at || run.phase === 'complete' ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-xs font-medium',
                state === 'done' && 'border-success/30 bg-success-muted text-foreground',
                state === 'current' && 'border-primary bg-surface text-foreground shadow-xs',
                state === 'todo' && 'border-border text-muted-foreground',
              )}
            >
              {state === 'done' ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              ) : (
                <span aria-hidden="true" className="w-4 shrink-0 text-center tabular-nums">
                  {index + 1}
                </span>
              )}
              <span className="min-w-0">{t(`phases.${step}`)}</span>
              <span className="sr-only">{t(`progress.stepState.${state}`)}</span>
            </li>
          );
        })}
      </ol>

      {run.caseSource && (
        <p className="text-xs text-muted-foreground">
          {t(`progress.source.${run.caseSource}`)}
          {' · '}
          {run.judge ? t('progress.judge', { model: run.judge }) : t('progress.structuralOnly')}
        </p>
      )}

      {(streamError || connection === 'lost') && (
        <Alert
          tone="warning"
          actions={
            <Button size="sm" variant="secondary" onClick={reconnect}>
              {t('progress.reconnect')}
            </Button>
          }
        >
          {streamError ? t('progress.streamFailed') : t('progress.lost')}
        </Alert>
      )}
      {!streamError && connection === 'retrying' && <Alert tone="warning">{t('progress.retrying')}</Alert>}
    </Card>
  );
}
