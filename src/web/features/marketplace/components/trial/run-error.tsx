import { Alert } from '@web/components/ui/alert';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import type { RunError } from './use-listing-run';

/**
 * Why a run did not happen or failed, in the errors catalogue's words. The allowance used up
 * also says how many generations are used; a failed run says the try is still there.
 */
export function RunErrorAlert({ error, tryKept }: { error: RunError; tryKept: boolean }) {
  const t = useT('marketplace-trial');
  const limit = error.code === 'LIMIT_REACHED' ? Number(error.params?.limit) : Number.NaN;
  return (
    <Alert tone={error.code === 'LIMIT_REACHED' ? 'warning' : 'danger'}>
      <p>{errorText(error)}</p>
      {Number.isFinite(limit) && (
        <p className="mt-1 font-medium">{t('limit.usage', { used: limit, limit })}</p>
      )}
      {tryKept && error.code !== 'LIMIT_REACHED' && error.code !== 'CONFLICT' && (
        <p className="mt-1 text-foreground/80">{t('failed.tryKept')}</p>
      )}
    </Alert>
  );
}
