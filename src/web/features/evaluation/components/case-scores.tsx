import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import {
  type JudgeScores,
  type StructuralCheck,
  type StructuralScores,
  UNJUDGED_REASONS,
  type UnjudgedReason,
  scoreBand,
} from '@shared/contracts/evaluation-report';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEvaluationWords } from '../hooks/use-evaluation-words';
import { useScoreFormat } from '../hooks/use-score-format';
import { BAND_TEXT } from '../lib/score-style';
import { Disclosure } from './disclosure';

/**
 * A case's scores on the six criteria: the deterministic checks' (always) beside the model
 * judge's with its reasons, or 'Unjudged' with why; the checks behind each structural score on
 * demand, each with the share of it met (§9: 0–1 shown as a percentage).
 */
export function CaseScores({
  structural,
  judge,
  unjudgedReason,
}: {
  structural: StructuralScores;
  judge: JudgeScores | null;
  unjudgedReason: string | null;
}) {
  const t = useT('evaluation');
  const words = useEvaluationWords();
  const scores = useScoreFormat();
  const reason = (UNJUDGED_REASONS as readonly string[]).includes(unjudgedReason ?? '')
    ? words.unjudged(unjudgedReason as UnjudgedReason)
    : unjudgedReason;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">{t('cases.scoresCaption')}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('cases.criterion')}
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                {t('cases.structural')}
              </th>
              {judge && (
                <th scope="col" className="py-1.5 font-medium">
                  {t('cases.judge', { model: judge.model })}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border align-top">
            {EVALUATION_CRITERIA.map((criterion) => (
              <tr key={criterion}>
                <th scope="row" className="py-2 pr-3 font-medium text-foreground">
                  {words.criterion(criterion)}
                </th>
                <td className="py-2 pr-3">
                  <Score value={structural.criteria[criterion].score} />
                </td>
                {judge && (
                  <td className="py-2">
                    <Score value={judge.criteria[criterion].score} />
                    <p className="mt-0.5 text-xs text-muted-foreground">{judge.criteria[criterion].reason}</p>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {judge?.summary && <p className="text-sm text-foreground">{judge.summary}</p>}
      {!judge && (
        <p className="rounded-lg border border-border bg-muted/60 px-3 py-2 text-sm text-foreground">
          <span className="font-semibold">{t('cases.unjudged')}</span>
          {reason && ` · ${reason}`}
        </p>
      )}

      <Disclosure label={t('cases.checks')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {EVALUATION_CRITERIA.map((criterion) => (
            <section key={criterion} className="flex flex-col gap-1.5">
              <h5 className="text-xs font-semibold text-foreground">
                {t('cases.checksOf', {
                  criterion: words.criterion(criterion),
                  score: scores.score(structural.criteria[criterion].score),
                })}
              </h5>
              <ul className="flex flex-col gap-1">
                {structural.criteria[criterion].checks.map((check) => (
                  <CheckLine key={check.id} check={check} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Disclosure>
    </div>
  );
}

function Score({ value }: { value: number }) {
  const t = useT('evaluation');
  const scores = useScoreFormat();
  return (
    <span className={cn('font-semibold tabular-nums', BAND_TEXT[scoreBand(value)])}>
      {t('score.outOf', { score: scores.score(value) })}
    </span>
  );
}

function CheckLine({ check }: { check: StructuralCheck }) {
  const t = useT('evaluation');
  const words = useEvaluationWords();
  const scores = useScoreFormat();
  const Icon = check.passed ? CircleCheck : CircleX;
  // What the check found, where it tells: the sections missing, the placeholder text.
  const found = typeof check.params.found === 'string' ? check.params.found : null;
  const missing =
    typeof check.params.missing === 'string' && check.params.missing ? check.params.missing : null;
  return (
    <li className="flex items-start gap-2 text-xs text-foreground">
      <Icon
        aria-hidden="true"
        className={cn('mt-px size-3.5 shrink-0', check.passed ? 'text-success' : 'text-danger')}
      />
      <span className="min-w-0 flex-1">
        {words.check(check.id)}
        <span className="sr-only">{check.passed ? t('cases.checkPassed') : t('cases.checkFailed')}</span>
        {found && (
          <span className="text-muted-foreground">{` · ${t('cases.checkFound', { text: found })}`}</span>
        )}
        {missing && (
          <span className="text-muted-foreground">{` · ${t('cases.checkMissing', { sections: missing })}`}</span>
        )}
      </span>
      <span className="shrink-0 tabular-nums text-muted-foreground">{scores.share(check.met)}</span>
    </li>
  );
}
