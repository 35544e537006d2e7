import type { EvaluationRunSummary } from '@shared/contracts/evaluation';
import { EVALUATION_ERRORS } from '@shared/errors/evaluation-errors';
import { Alert } from '@web/components/ui/alert';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';

const UNKNOWN = { key: 'evaluation.unknownError' } as const;
/** The server's catch-all as it stores it on the run: worded again in the reader's language. */
const UNKNOWN_ENGLISH = EVALUATION_ERRORS['evaluation.unknownError'].text;

/**
 * A run that failed (§4: back to idle with the error; §8: the message, or 'Unknown error
 * occurred'). The server stores what went wrong; its catch-all is worded in the reader's language.
 */
export function RunFailure({ run, onDismiss }: { run: EvaluationRunSummary; onDismiss?: () => void }) {
  const t = useT('evaluation');
  const message = !run.error || run.error === UNKNOWN_ENGLISH ? errorText(UNKNOWN) : run.error;
  return (
    <Alert
      tone="danger"
      title={t('failure.title', { count: run.caseCount })}
      dismiss={onDismiss ? { label: t('failure.dismiss'), onDismiss } : undefined}
    >
      {message}
    </Alert>
  );
}
