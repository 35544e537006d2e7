import type { AnalyticsSummary } from '@shared/contracts/creator-analytics';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { CalendarClock, CalendarDays, Hourglass, Wallet } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The four stat cards (platform.md §2 Analytics): Total Earnings, This Month, Pending and Next
 * Payout, as the server computed them, in USD.
 */
export function StatCards({ summary }: { summary: AnalyticsSummary }) {
  const t = useT('creator-analytics');
  const format = useFormat();
  const usd = (cents: number) => format.price(cents, 'USD');
  const next = summary.nextPayout;
  const cards = [
    {
      icon: Wallet,
      label: t('cards.total'),
      value: usd(summary.totalEarningsCents),
      hint: t('cards.totalHint', { count: summary.totalSales }),
    },
    {
      icon: CalendarDays,
      label: t('cards.month'),
      value: usd(summary.monthToDateCents),
      hint: t('cards.monthHint'),
    },
    {
      icon: Hourglass,
      label: t('cards.pending'),
      value: usd(summary.pendingCents),
      hint: t('cards.pendingHint'),
    },
    {
      icon: CalendarClock,
      label: t('cards.nextPayout'),
      value: !summary.payoutsEnabled
        ? t('cards.notSetUp')
        : next
          ? t('cards.inDays', { count: next.days })
          : t('cards.noSchedule'),
      hint: !summary.payoutsEnabled ? (
        <>
          {t('cards.notSetUpHint')}{' '}
          <Link
            to="/creator/onboarding"
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('cards.setUp')}
          </Link>
        </>
      ) : next ? (
        t('cards.nextPayoutHint', {
          date: format.date(next.date),
          frequency: t(`frequency.${summary.payoutFrequency}`),
          minimum: usd(summary.payoutMinimumCents),
        })
      ) : summary.autoPayoutEnabled ? (
        t('cards.manualHint')
      ) : (
        t('cards.autoOffHint')
      ),
    },
  ];
  return (
    <dl
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
      aria-label={t('cards.label')}
    >
      {cards.map(({ icon: Icon, label, value, hint }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-xs"
        >
          <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-foreground tabular-nums">{value}</dd>
          <dd className="text-xs leading-relaxed text-muted-foreground">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cards' shape while the figures load. */
export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-xs"
        >
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="h-7 w-28 animate-pulse rounded bg-muted" />
          <div className="h-3 w-36 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
