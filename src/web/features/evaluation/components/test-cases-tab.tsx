import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { useRun } from '../hooks/use-evaluation-runs';
import { CaseCard } from './case-card';

/** Test Cases: every case of the run with its prompt, recipe and scores, in the run's order. */
export function TestCasesTab({ runId }: { runId: string }) {
  const t = useT('evaluation');
  const run = useRun(runId);

  if (run.isPending)
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('cases.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-40 animate-pulse rounded-2xl border border-border bg-surface"
          />
        ))}
      </div>
    );

  if (run.isError)
    return (
      <Alert
        tone="danger"
        title={t('cases.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void run.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      >
        {errorText(run.error)}
      </Alert>
    );

  const cases = [...run.data.cases].sort((a, b) => a.position - b.position);
  if (cases.length === 0) return <p className="text-sm text-muted-foreground">{t('cases.empty')}</p>;

  return (
    <ol className="flex flex-col gap-4" aria-label={t('cases.listLabel', { count: cases.length })}>
      {cases.map((item, index) => (
        <li key={item.id}>
          <CaseCard item={item} number={index + 1} />
        </li>
      ))}
    </ol>
  );
}
