import type { EvaluationHistory } from '@shared/contracts/evaluation-report';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useHistory } from '../hooks/use-evaluation-report';
import { useScoreFormat } from '../hooks/use-score-format';
import { BAND_CHIP, RATING_KEY } from '../lib/score-style';

/**
 * The history kept on the server (§9: the last 10 runs) and the trend of the last 5 finished ones,
 * drawn in plain SVG with a title, a description and the figures in a table beside it.
 */
export function HistoryTrend({ currentRunId, className }: { currentRunId: string; className?: string }) {
  const t = useT('evaluation');
  const id = useId();
  const history = useHistory();

  return (
    <Card className={cn('flex flex-col gap-4 p-5 sm:p-6', className)}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
        {t('history.title')}
      </h3>
      {history.isPending ? (
        <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-muted" />
      ) : history.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {t('history.loadFailed')}
        </Alert>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <TrendChart trend={history.data.trend} />
          <HistoryTable runs={history.data.runs} currentRunId={currentRunId} />
        </div>
      )}
    </Card>
  );
}

function TrendChart({ trend }: { trend: EvaluationHistory['trend'] }) {
  const t = useT('evaluation');
  const id = useId();
  const format = useFormat();
  const scores = useScoreFormat();
  const { points, change, direction } = trend;

  if (points.length < 2)
    return (
      <p className="text-sm text-muted-foreground">{t('history.trendTooShort', { count: points.length })}</p>
    );

  const width = 320;
  const height = 120;
  const pad = 12;
  const x = (i: number) => pad + (i * (width - pad * 2)) / (points.length - 1);
  const y = (score: number) => height - pad - (score / 5) * (height - pad * 2);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.overallScore).toFixed(1)}`)
    .join(' ');
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex items-center gap-2 text-sm text-foreground">
        <Icon
          aria-hidden="true"
          className={cn(
            'size-4',
            direction === 'up'
              ? 'text-success'
              : direction === 'down'
                ? 'text-danger'
                : 'text-muted-foreground',
          )}
        />
        {change === null
          ? t('history.trendTitle', { count: points.length })
          : t('history.trendChange', {
              count: points.length,
              change: scores.signed(change),
              direction: direction ?? 'flat',
            })}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
        className="h-32 w-full text-primary"
        preserveAspectRatio="none"
      >
        <title id={`${id}-svg-title`}>{t('history.trendTitle', { count: points.length })}</title>
        <desc id={`${id}-svg-desc`}>{points.map((p) => scores.score(p.overallScore)).join(', ')}</desc>
        {[1, 2, 3, 4].map((grid) => (
          <line
            key={grid}
            x1={pad}
            x2={width - pad}
            y1={y(grid)}
            y2={y(grid)}
            className="stroke-border"
            strokeDasharray="3 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path
          d={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
        />
        {points.map((p, i) => (
          <circle key={p.runId} cx={x(i)} cy={y(p.overallScore)} r={3.5} className="fill-primary" />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{t('history.trendTitle', { count: points.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.score')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.runId}>
              <td>{format.dateTime(p.createdAt)}</td>
              <td>{scores.score(p.overallScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function HistoryTable({ runs, currentRunId }: { runs: EvaluationHistory['runs']; currentRunId: string }) {
  const t = useT('evaluation');
  const format = useFormat();
  const scores = useScoreFormat();
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{t('history.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('history.tableCaption', { count: runs.length })}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('history.date')}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {t('history.cases')}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {t('history.score')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {runs.map((run) => (
            <tr key={run.id} aria-current={run.id === currentRunId ? 'true' : undefined}>
              <td className={cn('py-2 pr-3', run.id === currentRunId && 'font-semibold')}>
                {format.dateTime(run.createdAt)}
              </td>
              <td className="py-2 pr-3 tabular-nums">{run.caseCount}</td>
              <td className="py-2">
                {run.overallScore !== null && run.band && run.rating ? (
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-xs font-semibold',
                      BAND_CHIP[run.band],
                    )}
                  >
                    {t('recent.score', {
                      score: scores.score(run.overallScore),
                      rating: t(RATING_KEY[run.rating]),
                    })}
                  </span>
                ) : (
                  <span className="text-xs text-muted-foreground">{t(`phases.${run.phase}`)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
