import type { SubscriptionView } from '@shared/contracts/billing';
import { STANDARD_PLAN } from '@shared/billing/plans';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { billingApi } from '@web/lib/api/billing-api';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Check, RotateCcw, Sparkles } from 'lucide-react';
import { SettingBlock } from '../security/setting-block';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { useApplySubscription } from './use-apply-subscription';
import { useUpgrade } from './use-upgrade';

/**
 * The Standard Plan: what it gives (only what this product does: no image generation), its status,
 * the trial's end or the renewal date, and Cancel or Resume. A subscription set to cancel keeps
 * Standard until its period ends (platform.md §4).
 */
export function StandardPlanCard({ view }: { view: SubscriptionView }) {
  const t = useT('billing');
  const format = useFormat();
  const apply = useApplySubscription();
  const upgrade = useUpgrade();
  const price = format.price(view.standard.monthlyPriceCents, 'USD');
  const periodEnd = view.currentPeriodEnd ? format.date(view.currentPeriodEnd) : null;
  const running = view.status === 'trialing' || view.status === 'active' || view.status === 'past_due';
  const resume = useMutation({
    mutationFn: billingApi.resume,
    onSuccess: (next) => {
      apply(next, false);
      toast.success(t('section.resumedToast'));
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <SettingBlock
      title={t('plans.standard')}
      description={t('section.unlimited')}
      aside={<StatusBadge view={view} />}
    >
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {STANDARD_PLAN.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>

      <div className="mt-5 space-y-3">
        {view.status === 'past_due' && <Alert tone="warning">{t('section.pastDue')}</Alert>}
        {periodEnd && (
          <p className="text-sm text-foreground">
            {!running || view.cancelAtPeriodEnd
              ? t('section.endsOn', { date: periodEnd })
              : view.status === 'trialing'
                ? t('section.trialEnds', { date: periodEnd, price })
                : t('section.renews', { date: periodEnd, price })}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {running && !view.cancelAtPeriodEnd && periodEnd && (
            <CancelSubscriptionDialog periodEnd={periodEnd} />
          )}
          {running && view.cancelAtPeriodEnd && (
            <Button disabled={resume.isPending} aria-busy={resume.isPending} onClick={() => resume.mutate()}>
              {resume.isPending ? (
                <Spinner className="text-primary-foreground" />
              ) : (
                <RotateCcw aria-hidden="true" />
              )}
              {resume.isPending ? t('section.resuming') : t('section.resume')}
            </Button>
          )}
          {!running && (
            <Button
              disabled={upgrade.isPending || upgrade.isSuccess}
              aria-busy={upgrade.isPending}
              onClick={() => upgrade.mutate()}
            >
              <Sparkles aria-hidden="true" />
              {t('section.subscribe')}
            </Button>
          )}
        </div>
      </div>
    </SettingBlock>
  );
}

function StatusBadge({ view }: { view: SubscriptionView }) {
  const t = useT('billing');
  const [label, tone] =
    view.cancelAtPeriodEnd || view.status === 'canceled'
      ? [t('status.canceling'), 'bg-muted text-muted-foreground']
      : view.status === 'trialing'
        ? [t('status.trialing'), 'bg-primary/10 text-primary']
        : view.status === 'past_due'
          ? [t('status.pastDue'), 'bg-warning-muted text-warning']
          : [t('status.active'), 'bg-success-muted text-success'];
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {label}
    </span>
  );
}
