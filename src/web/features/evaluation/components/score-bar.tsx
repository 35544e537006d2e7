import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { useScoreFormat } from '../hooks/use-score-format';
import { BAND_FILL, BAND_TEXT, gradeOf, RATING_KEY, scorePercent } from '../lib/score-style';

/**
 * One labelled 0–5 score as a bar in its §9 colour. The figure and rating word are written
 * beside it, so the bar (hidden from assistive technology) only repeats what the text says.
 */
export function ScoreBar({
  label,
  score,
  detail,
  className,
}: {
  label: string;
  score: number;
  /** A line under the bar (the structural and judge scores, the case count). */
  detail?: string;
  className?: string;
}) {
  const t = useT('evaluation');
  const scores = useScoreFormat();
  const { band, rating } = gradeOf(score);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 font-medium text-foreground">{label}</span>
        <span className={cn('shrink-0 font-semibold tabular-nums', BAND_TEXT[band])}>
          {t('score.outOf', { score: scores.score(score) })}
          <span className="ml-1.5 text-xs font-medium text-muted-foreground">{t(RATING_KEY[rating])}</span>
        </span>
      </div>
      <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full', BAND_FILL[band])}
          style={{ width: `${scorePercent(score)}%` }}
        />
      </div>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}
