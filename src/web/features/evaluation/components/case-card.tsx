import type { EvaluationCase } from '@shared/contracts/evaluation';
import { judgeScoresSchema, scoreBand, structuralScoresSchema } from '@shared/contracts/evaluation-report';
import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { useMemo } from 'react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { useScoreFormat } from '../hooks/use-score-format';
import { BAND_CHIP } from '../lib/score-style';
import { CaseScores } from './case-scores';
import { Disclosure } from './disclosure';

/**
 * One test case (§3): its prompt and constraints, category, complexity and ambiguity, the recipe
 * the generator wrote (collapsed, rendered as the app renders recipes), and both scorers' results.
 */
export function CaseCard({ item, number }: { item: EvaluationCase; number: number }) {
  const t = useT('evaluation');
  const words = useEvaluationWords();
  const scores = useScoreFormat();
  // Stored as the scorer wrote them: read through the contract, so an older row shows as unscored.
  const structural = useMemo(
    () => parsed(structuralScoresSchema, item.structuralScores),
    [item.structuralScores],
  );
  const judge = useMemo(() => parsed(judgeScoresSchema, item.judgeScores), [item.judgeScores]);
  const overall = judge?.overall ?? structural?.overall ?? null;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold text-foreground">{t('cases.caseNumber', { number })}</h3>
        {overall !== null && (
          <span
            className={cn(
              'rounded-full border px-2.5 py-0.5 text-xs font-semibold',
              BAND_CHIP[scoreBand(overall)],
            )}
          >
            {t('score.outOf', { score: scores.score(overall) })}
          </span>
        )}
      </div>

      <ul className="flex flex-wrap gap-1.5" aria-label={t('cases.tags')}>
        <Chip>{words.group('category', item.category)}</Chip>
        <Chip>{words.group('complexity', item.complexity)}</Chip>
        <Chip>{words.group('ambiguity', item.ambiguityLevel)}</Chip>
      </ul>

      <div className="space-y-1">
        <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {t('cases.prompt')}
        </h4>
        <p className="whitespace-pre-wrap text-sm text-foreground">{item.prompt}</p>
      </div>

      {item.constraints.length > 0 && (
        <div className="space-y-1">
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('cases.constraints')}
          </h4>
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-foreground marker:text-muted-foreground">
            {item.constraints.map((constraint) => (
              <li key={constraint}>{constraint}</li>
            ))}
          </ul>
        </div>
      )}

      {item.status === 'failed' && (
        <Alert tone="danger" title={t('cases.failed')}>
          {item.error ?? t('cases.failedNoReason')}
        </Alert>
      )}

      {structural ? (
        <CaseScores structural={structural} judge={judge} unjudgedReason={item.unjudgedReason} />
      ) : (
        item.status !== 'failed' && <p className="text-sm text-muted-foreground">{t('cases.unscored')}</p>
      )}

      {item.recipe && (
        <Disclosure label={t('cases.recipe')}>
          <div className="rounded-xl border border-border bg-background p-4">
            <StreamingMarkdown text={item.recipe} />
          </div>
        </Disclosure>
      )}
    </Card>
  );
}

function Chip({ children }: { children: string }) {
  return (
    <li className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
      {children}
    </li>
  );
}

function parsed<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
): T | null {
  if (value === null || value === undefined) return null;
  const result = schema.safeParse(value);
  return result.success ? (result.data ?? null) : null;
}
