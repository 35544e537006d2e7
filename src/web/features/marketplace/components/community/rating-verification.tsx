import type { RatingVerification } from '@shared/contracts/marketplace-community';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { ShieldAlert, ShieldCheck } from 'lucide-react';

/**
 * platform.md §5 rating verification: the average and count the listing shows beside the ones
 * its reviews give, and whether they match (average within 0.01, counts equal). The server
 * computes both; this only shows them.
 */
export function RatingVerificationPanel({ verification }: { verification: RatingVerification }) {
  const t = useT('marketplace-community');
  const format = useFormat();
  const average = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const Icon = verification.matches ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-label={t('verification.title')}
      className={cn(
        'rounded-xl border p-4 text-sm',
        verification.matches ? 'border-success/30 bg-success-muted' : 'border-warning/40 bg-warning-muted',
      )}
    >
      <div className="flex items-center gap-2 font-medium text-foreground">
        <Icon
          aria-hidden="true"
          className={cn('size-4', verification.matches ? 'text-success' : 'text-warning')}
        />
        <span>{t('verification.title')}</span>
        <span className="ml-auto text-xs font-semibold">
          {verification.matches ? t('verification.matches') : t('verification.mismatch')}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">{t('verification.stored')}</dt>
          <dd className="text-foreground tabular-nums">
            {t('verification.figures', {
              average: average(verification.storedAverage),
              count: verification.storedCount,
            })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('verification.computed')}</dt>
          <dd className="text-foreground tabular-nums">
            {t('verification.figures', {
              average: average(verification.computedAverage),
              count: verification.computedCount,
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
