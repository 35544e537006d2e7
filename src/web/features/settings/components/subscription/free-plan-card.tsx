import type { SubscriptionView } from '@shared/contracts/billing';
import { STANDARD_PLAN } from '@shared/billing/plans';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SettingBlock } from '../security/setting-block';
import { UsageMeter } from './usage-meter';
import { useUpgrade } from './use-upgrade';

/** The Free Plan: 'Limited features available', this month's generations, and the way to Standard. */
export function FreePlanCard({ view }: { view: SubscriptionView }) {
  const t = useT('billing');
  const format = useFormat();
  const upgrade = useUpgrade();
  const price = format.price(view.standard.monthlyPriceCents, 'USD');
  const busy = upgrade.isPending || upgrade.isSuccess;
  return (
    <div className="space-y-4">
      <SettingBlock title={t('plans.free')} description={t('section.limited')}>
        {view.usage.limit !== null && <UsageMeter used={view.usage.used} limit={view.usage.limit} />}
      </SettingBlock>
      <SettingBlock
        title={t('section.upgradeTitle')}
        description={
          view.trialAvailable
            ? t('section.upgradeTrial', { days: view.standard.trialDays, price })
            : t('section.upgradeNoTrial', { price })
        }
      >
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {STANDARD_PLAN.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t(`features.${feature}`)}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button disabled={busy} aria-busy={upgrade.isPending} onClick={() => upgrade.mutate()}>
            {busy ? <Spinner className="text-primary-foreground" /> : <Sparkles aria-hidden="true" />}
            {busy
              ? t('section.upgrading')
              : view.trialAvailable
                ? t('section.upgrade')
                : t('section.subscribe')}
          </Button>
          <Link to="/pricing" className={buttonClasses('ghost', 'md')}>
            {t('section.comparePlans')}
          </Link>
        </div>
      </SettingBlock>
    </div>
  );
}
