import {
  type CreatorAnalytics,
  type ListingPerformance,
  PENDING_WINDOW_DAYS,
  SERIES_DAYS,
  type SeriesPoint,
} from '@shared/contracts/creator-analytics';
import type { Db } from '../../db/client';
import { readPaymentAccountStatus } from '../../payments/payment-accounts';
import {
  dailySales,
  type ListingRow,
  recentListingSales,
  type SettledSales,
  settledSales,
} from './analytics.queries';
import { loadMarketplaceSettings } from './marketplace-settings.queries';
import { nextPayout, startOfUtcMonth, utcDay } from './payout-schedule';
import { SettledSalesCache } from './settled-sales-cache';

const DAY_MS = 86_400_000;
/**
 * Sales made this many days before today (UTC) or earlier are settled: past the 30-day refund
 * window (platform.md §5) with room to spare, so their sums are kept (settled-sales-cache.ts).
 * Month to date, pending and the charts all lie after it.
 */
export const SETTLED_AFTER_DAYS = 40;

/** A listing's row with its whole history: the settled sales and the recent ones. */
type ListingSalesRow = ListingRow & { sales: number; revenueCents: number };

/** Best sellers first: revenue, then sales, then views, then title (a stable order for equal rows). */
function byPerformance(a: ListingPerformance, b: ListingPerformance): number {
  return (
    b.revenueCents - a.revenueCents ||
    b.sales - a.sales ||
    b.views - a.views ||
    a.title.localeCompare(b.title)
  );
}

function performanceOf(row: ListingSalesRow): ListingPerformance {
  return {
    listingId: row.listingId,
    title: row.title,
    status: row.deleted ? 'deleted' : row.status,
    priceCents: row.priceCents,
    views: row.views,
    sales: row.sales,
    revenueCents: row.revenueCents,
    ratingAverage: Math.min(5, Math.max(0, row.ratingAverage)),
    ratingCount: row.ratingCount,
    // Views are counted once per visitor a day, so a listing bought without a counted view can
    // show more sales than views: the rate is what it is, not capped.
    conversionRate: row.views > 0 ? row.sales / row.views : null,
  };
}

/** SERIES_DAYS UTC days ending today, every day present (zero when nothing sold). */
function zeroFilledSeries(rows: { day: string; sales: number; earningsCents: number }[], firstDay: Date) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series: SeriesPoint[] = [];
  for (let i = 0; i < SERIES_DAYS; i++) {
    const date = utcDay(new Date(firstDay.getTime() + i * DAY_MS));
    const row = byDay.get(date);
    series.push({ date, earningsCents: row?.earningsCents ?? 0, sales: row?.sales ?? 0 });
  }
  return series;
}

/**
 * A creator's analytics (platform.md §2; issue 21 §6), all from the database as of `now`: the
 * four cards, Recipe Performance and the charts' 30 days. The recent sales are read every time;
 * the settled ones come from `cache` (read when it has none). The reads run side by side (several
 * connections on PostgreSQL). A user who never sold gets zeros, not an error.
 */
export async function creatorAnalytics(
  db: Db,
  creatorId: string,
  now: Date = new Date(),
  cache: SettledSalesCache = new SettledSalesCache(0),
): Promise<CreatorAnalytics> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = new Date(today - (SERIES_DAYS - 1) * DAY_MS);
  const settledBefore = new Date(today - SETTLED_AFTER_DAYS * DAY_MS);
  const [recent, settled, days, settings, account] = await Promise.all([
    recentListingSales(db, creatorId, {
      settledBefore,
      monthStart: startOfUtcMonth(now),
      pendingSince: new Date(now.getTime() - PENDING_WINDOW_DAYS * DAY_MS),
    }),
    cache.get(creatorId, settledBefore, () => settledSales(db, creatorId, settledBefore)),
    dailySales(db, creatorId, firstDay),
    loadMarketplaceSettings(db, creatorId),
    readPaymentAccountStatus(db, creatorId),
  ]);
  const listings = withHistory(recent, settled);
  const sum = (pick: (row: ListingSalesRow) => number) =>
    listings.reduce((total, row) => total + pick(row), 0);
  const { payout } = settings;
  return {
    summary: {
      totalEarningsCents: sum((row) => row.revenueCents),
      monthToDateCents: sum((row) => row.monthToDateCents),
      pendingCents: sum((row) => row.pendingCents),
      totalSales: sum((row) => row.sales),
      nextPayout: nextPayout(payout, now),
      payoutsEnabled: account.payoutEnabled,
      payoutFrequency: payout.frequency,
      autoPayoutEnabled: payout.autoPayoutEnabled,
      payoutMinimumCents: payout.minimumAmount * 100,
      currency: 'USD',
    },
    performance: listings.map(performanceOf).sort(byPerformance),
    series: zeroFilledSeries(days, firstDay),
    generatedAt: now.toISOString(),
  };
}

/** Each listing's settled and recent sales together; a deleted listing only if it ever sold. */
function withHistory(recent: ListingRow[], settled: SettledSales): ListingSalesRow[] {
  return recent
    .map((row) => {
      const before = settled.get(row.listingId);
      return {
        ...row,
        sales: row.recentSales + (before?.sales ?? 0),
        revenueCents: row.recentRevenueCents + (before?.revenueCents ?? 0),
      };
    })
    .filter((row) => !row.deleted || row.sales > 0);
}
