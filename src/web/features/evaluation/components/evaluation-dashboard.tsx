import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { isRunning, useRuns } from '../hooks/use-evaluation-runs';
import { NewEvaluationPanel } from './new-evaluation-panel';
import { RecentRuns } from './recent-runs';
import { RunFailure } from './run-failure';
import { RunProgressPanel } from './run-progress-panel';
import { RunReport } from './run-report';

/**
 * What the dashboard shows: by default the newest run (a running one is followed live, so a
 * reload picks it up; a finished one shows its report; a failed one returns to idle with its
 * error, §4). New Evaluation resets to idle; a recent run can be opened again.
 */
type View = { kind: 'latest' } | { kind: 'idle' } | { kind: 'run'; id: string };

export function EvaluationDashboard() {
  const t = useT('evaluation');
  const runs = useRuns();
  const [view, setView] = useState<View>({ kind: 'latest' });
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);

  const list = runs.data?.runs ?? [];
  const shown = pickRun(view, list);
  const failed = shown?.phase === 'failed' && shown.id !== dismissedFailure ? shown : null;
  const idle = !shown || shown.phase === 'failed';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {t('page.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        {shown && !idle && !isRunning(shown) && (
          <Button variant="secondary" onClick={() => setView({ kind: 'idle' })}>
            <Plus aria-hidden="true" />
            {t('toolbar.newEvaluation')}
          </Button>
        )}
      </header>

      {runs.isPending ? (
        <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl border border-border bg-surface" />
      ) : runs.isError && !runs.data ? (
        <Alert
          tone="danger"
          title={t('page.runsFailed')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void runs.refetch()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {t('page.runsFailedBody')}
        </Alert>
      ) : idle ? (
        <>
          {failed && <RunFailure run={failed} onDismiss={() => setDismissedFailure(failed.id)} />}
          <NewEvaluationPanel onStarted={(run) => setView({ kind: 'run', id: run.id })} />
        </>
      ) : isRunning(shown) ? (
        <RunProgressPanel key={shown.id} run={shown} />
      ) : (
        <RunReport key={shown.id} run={shown} />
      )}

      {!runs.isPending && list.length > 0 && (
        <RecentRuns
          runs={list}
          currentId={idle ? null : (shown?.id ?? null)}
          onOpen={(id) => setView({ kind: 'run', id })}
        />
      )}
    </div>
  );
}

function pickRun(view: View, runs: EvaluationRunSummary[]): EvaluationRunSummary | null {
  if (view.kind === 'idle') return null;
  if (view.kind === 'run') return runs.find((run) => run.id === view.id) ?? null;
  return runs[0] ?? null;
}
