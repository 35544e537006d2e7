import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useReport } from '../hooks/use-evaluation-report';
import { AnalyticsTab } from './analytics-tab';
import { ExportMenu } from './export-menu';
import { ImprovementsTab } from './improvements-tab';
import { OverviewTab } from './overview-tab';
import { ReportTabs } from './report-tabs';
import { TestCasesTab } from './test-cases-tab';

/** A finished run's report (§3, issue 22 item 3): what was run, Export Summary, and the four tabs. */
export function RunReport({ run }: { run: EvaluationRunSummary }) {
  const t = useT('evaluation');
  const format = useFormat();
  const report = useReport(run.id);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-0.5">
          <h2 className="text-lg font-semibold text-foreground">{t('report.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {t('report.ranAt', { time: format.dateTime(run.createdAt), count: run.caseCount })}
          </p>
          <p className="text-xs text-muted-foreground">
            {run.caseSource && `${t(`progress.source.${run.caseSource}`)} · `}
            {run.judge ? t('progress.judge', { model: run.judge }) : t('progress.structuralOnly')}
          </p>
        </div>
        <ExportMenu runId={run.id} />
      </div>

      {report.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('report.loading')}</span>
          <div
            aria-hidden="true"
            className="h-40 animate-pulse rounded-2xl border border-border bg-surface"
          />
          <div
            aria-hidden="true"
            className="h-64 animate-pulse rounded-2xl border border-border bg-surface"
          />
        </div>
      ) : report.isError ? (
        <Alert
          tone="danger"
          title={t('report.loadFailed')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void report.refetch()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {errorText(report.error)}
        </Alert>
      ) : (
        <ReportTabs>
          {(tab) =>
            tab === 'overview' ? (
              <OverviewTab report={report.data.report} runId={run.id} />
            ) : tab === 'cases' ? (
              <TestCasesTab runId={run.id} />
            ) : tab === 'analytics' ? (
              <AnalyticsTab report={report.data.report} />
            ) : (
              <ImprovementsTab runId={run.id} />
            )
          }
        </ReportTabs>
      )}
    </div>
  );
}
