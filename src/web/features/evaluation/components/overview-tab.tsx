import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import type { EvaluationReport, ReportArea } from '@shared/contracts/evaluation-report';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Lightbulb, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { useScoreFormat } from '../hooks/use-score-format';
import { BAND_CHIP, BAND_TEXT, RATING_KEY } from '../lib/score-style';
import { HistoryTrend } from './history-trend';
import { ScoreBar } from './score-bar';

/**
 * Overview (§3 Evaluation report): the overall score with its colour and rating word, the six
 * criteria (the structural checks' and the judge's averages both shown), strengths, weaknesses,
 * recommendations, and the trend of the last runs.
 */
export function OverviewTab({ report, runId }: { report: EvaluationReport; runId: string }) {
  const t = useT('evaluation');
  const words = useEvaluationWords();
  const scores = useScoreFormat();

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Card className="flex flex-col items-center justify-center gap-2 p-6 text-center">
        <h3 className="text-sm font-medium text-muted-foreground">{t('overview.overall')}</h3>
        <p className={cn('text-5xl font-semibold tabular-nums', BAND_TEXT[report.band])}>
          {scores.score(report.overallScore)}
          <span className="text-lg font-medium text-muted-foreground">{t('score.ofFive')}</span>
        </p>
        <p className={cn('rounded-full border px-3 py-1 text-sm font-semibold', BAND_CHIP[report.band])}>
          {t(RATING_KEY[report.rating])}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('overview.caseCounts', {
            total: report.totalTestCases,
            judged: report.judgedCases,
            failed: report.failedCases,
          })}
        </p>
      </Card>

      <Card className="flex flex-col gap-4 p-5 sm:p-6 lg:col-span-2">
        <h3 className="text-base font-semibold text-foreground">{t('overview.criteria')}</h3>
        <div className="flex flex-col gap-4">
          {EVALUATION_CRITERIA.map((criterion) => (
            <ScoreBar
              key={criterion}
              label={words.criterion(criterion)}
              score={report.averageScores[criterion]}
              detail={
                report.judgeAverageScores
                  ? t('overview.bothScores', {
                      structural: scores.score(report.structuralAverageScores[criterion]),
                      judge: scores.score(report.judgeAverageScores[criterion]),
                    })
                  : t('overview.structuralScore', {
                      structural: scores.score(report.structuralAverageScores[criterion]),
                    })
              }
            />
          ))}
        </div>
      </Card>

      <AreaList
        title={t('overview.strengths')}
        icon={<ThumbsUp aria-hidden="true" />}
        areas={report.strengthAreas}
      />
      <AreaList
        title={t('overview.weaknesses')}
        icon={<ThumbsDown aria-hidden="true" />}
        areas={report.weaknessAreas}
      />

      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-base font-semibold text-foreground [&_svg]:size-4 [&_svg]:text-primary">
          <Lightbulb aria-hidden="true" />
          {t('overview.recommendations')}
        </h3>
        {report.recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('overview.noRecommendations')}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-foreground marker:text-muted-foreground">
            {report.recommendations.map((item, index) => (
              // The server's order is the order of importance; two may read alike.
              // biome-ignore lint/suspicious/noArrayIndexKey: recommendations have no id.
              <li key={index}>{words.recommendation(item)}</li>
            ))}
          </ul>
        )}
      </Card>

      <HistoryTrend currentRunId={runId} className="lg:col-span-3" />
    </div>
  );
}

function AreaList({ title, icon, areas }: { title: string; icon: ReactNode; areas: ReportArea[] }) {
  const t = useT('evaluation');
  const words = useEvaluationWords();
  const scores = useScoreFormat();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-foreground [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {areas.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.noAreas')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {areas.map((area) => (
            <li key={`${area.kind}-${area.key}`} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 text-foreground">{words.area(area)}</span>
              <span className="shrink-0 font-semibold tabular-nums text-muted-foreground">
                {scores.score(area.score)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
