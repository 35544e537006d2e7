import {
  DEFAULT_EVALUATION_CASE_COUNT,
  EVALUATION_CASE_COUNTS,
  type EvaluationRunSummary,
} from '@shared/contracts/evaluation';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { FlaskConical, Play } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { EvaluationCaseCount } from '../api/evaluation-api';
import { useStartRun } from '../hooks/use-evaluation-runs';
import { useWatchSession } from '../hooks/use-session-watch';

/**
 * New Evaluation in its idle state (§4, §9): 10, 20, 30 or 50 test cases (20 unless chosen),
 * spread by the server over the 6 categories, 4 complexities and 3 ambiguity levels; Start queues
 * the run as a durable job and the page follows it.
 */
export function NewEvaluationPanel({ onStarted }: { onStarted: (run: EvaluationRunSummary) => void }) {
  const t = useT('evaluation');
  const id = useId();
  const [count, setCount] = useState<EvaluationCaseCount>(DEFAULT_EVALUATION_CASE_COUNT);
  const start = useStartRun();
  useWatchSession(start.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    start.mutate(count, { onSuccess: onStarted });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-primary">
            <FlaskConical aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-foreground">
              {t('newRun.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('newRun.body')}</p>
          </div>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">{t('newRun.countLegend')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {EVALUATION_CASE_COUNTS.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  count === option
                    ? 'border-primary bg-primary text-primary-foreground shadow-xs'
                    : 'border-border bg-surface text-foreground hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-count`}
                  value={option}
                  checked={count === option}
                  onChange={() => setCount(option)}
                  className="sr-only"
                />
                {t('newRun.count', { count: option })}
              </label>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('newRun.spread')}</p>
        </fieldset>

        {start.isError && (
          <Alert tone="danger" title={t('newRun.startFailed')}>
            {errorText(start.error) || errorText({ key: 'evaluation.unknownError' })}
          </Alert>
        )}

        <div>
          <Button
            type="submit"
            disabled={start.isPending}
            aria-busy={start.isPending}
            className="w-full sm:w-auto"
          >
            {start.isPending ? <Spinner className="text-primary-foreground" /> : <Play aria-hidden="true" />}
            {start.isPending ? t('newRun.starting') : t('newRun.start')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
