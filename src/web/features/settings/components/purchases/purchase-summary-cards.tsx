import type { PurchaseSummary } from '@shared/contracts/purchase-history';
import { MARKETPLACE_CURRENCY } from '@shared/marketplace/pricing';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { CreditCard, type LucideIcon, Receipt, Sparkles } from 'lucide-react';

function SummaryCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="text-lg font-semibold text-foreground tabular-nums">
          {value ?? <span className="block h-6 w-14 animate-pulse rounded bg-muted" />}
        </dd>
      </div>
    </div>
  );
}

/**
 * The three summary cards (platform.md §2): Total Purchases, Total Spent (refunded purchases not
 * counted, §4) and Active Subscriptions; placeholders while they load.
 */
export function PurchaseSummaryCards({ summary }: { summary: PurchaseSummary | undefined }) {
  const t = useT('purchase-history');
  const format = useFormat();
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SummaryCard
        icon={Receipt}
        label={t('summary.totalPurchases')}
        value={summary && format.number(summary.totalPurchases)}
      />
      <SummaryCard
        icon={CreditCard}
        label={t('summary.totalSpent')}
        value={summary && format.price(summary.totalSpentCents, MARKETPLACE_CURRENCY)}
      />
      <SummaryCard
        icon={Sparkles}
        label={t('summary.activeSubscriptions')}
        value={summary && format.number(summary.activeSubscriptions)}
      />
    </dl>
  );
}
