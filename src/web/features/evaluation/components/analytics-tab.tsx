import type {
  EvaluationReport,
  GroupPerformance,
  ReportDimension,
} from '@shared/contracts/evaluation-report';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n';
import { useId } from 'react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { ScoreBar } from './score-bar';

/**
 * Analytics: how the cases scored per category, complexity and ambiguity level (§3), as bars in
 * §9's colours with the figures written beside them.
 */
export function AnalyticsTab({ report }: { report: EvaluationReport }) {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <GroupCard dimension="category" groups={report.categoryPerformance} />
      <GroupCard dimension="complexity" groups={report.complexityPerformance} />
      <GroupCard dimension="ambiguity" groups={report.ambiguityPerformance} />
    </div>
  );
}

function GroupCard({ dimension, groups }: { dimension: ReportDimension; groups: GroupPerformance[] }) {
  const t = useT('evaluation');
  const id = useId();
  const words = useEvaluationWords();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
        {t(`analytics.by.${dimension}`)}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('analytics.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
          {groups.map((group) => (
            <li key={group.key}>
              <ScoreBar
                label={words.group(dimension, group.key)}
                score={group.averageScore}
                detail={t('analytics.cases', { count: group.caseCount })}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
