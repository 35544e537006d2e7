import type { ListingPerformance } from '@shared/contracts/creator-analytics';
import { buttonClasses } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Star, Upload } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Recipe Performance (platform.md §2 Analytics): per listing its views, sales, revenue (the
 * creator's share), rating and conversion. A table on wide screens, stacked cards on a phone.
 */
export function PerformanceTable({ rows }: { rows: ListingPerformance[] }) {
  const t = useT('creator-analytics');
  const format = useFormat();
  // No listing at all: the way to the first one is the whole tab.
  if (rows.length === 0) return <NoSales />;

  const figures = (row: ListingPerformance) => ({
    views: format.number(row.views),
    sales: format.number(row.sales),
    revenue: format.price(row.revenueCents, 'USD'),
    rating:
      row.ratingCount > 0
        ? t('performance.ratingValue', {
            average: format.number(row.ratingAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            count: row.ratingCount,
          })
        : t('performance.noRating'),
    conversion:
      row.conversionRate === null
        ? '–'
        : format.number(row.conversionRate, { style: 'percent', maximumFractionDigits: 1 }),
  });
  const title = (row: ListingPerformance) =>
    row.status === 'deleted' ? (
      <span className="font-medium text-foreground">{row.title}</span>
    ) : (
      <Link
        to={`/marketplace/recipe/${encodeURIComponent(row.listingId)}`}
        className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {row.title}
      </Link>
    );
  const status = (row: ListingPerformance) =>
    row.status === 'published' ? null : (
      <span className="ms-2 inline-flex rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
        {t(`performance.status.${row.status}`)}
      </span>
    );
  const noSales = rows.every((row) => row.sales === 0);

  return (
    <div className="flex flex-col gap-4">
      {noSales && <NoSales compact />}
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface shadow-xs md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('tabs.performance')}</caption>
          <thead className="border-b border-border text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('performance.recipe')}
              </th>
              {(['views', 'sales', 'revenue', 'rating', 'conversion'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-right font-medium">
                  {t(`performance.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const f = figures(row);
              return (
                <tr key={row.listingId} className="border-b border-border last:border-b-0">
                  <th scope="row" className="max-w-72 px-4 py-3 text-left font-normal">
                    {title(row)}
                    {status(row)}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{f.views}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{f.sales}</td>
                  <td className="px-4 py-3 text-right font-medium tabular-nums">{f.revenue}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{f.rating}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{f.conversion}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('tabs.performance')}>
        {rows.map((row) => {
          const f = figures(row);
          return (
            <li key={row.listingId} className="rounded-2xl border border-border bg-surface p-4 shadow-xs">
              <p className="text-sm">
                {title(row)}
                {status(row)}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {(['views', 'sales', 'revenue', 'rating', 'conversion'] as const).map((column) => (
                  <div key={column} className="flex items-baseline justify-between gap-2">
                    <dt className="text-muted-foreground">{t(`performance.${column}`)}</dt>
                    <dd className="inline-flex items-center gap-1 font-medium tabular-nums text-foreground">
                      {column === 'rating' && row.ratingCount > 0 && (
                        <Star aria-hidden="true" className="size-3.5 fill-warning text-warning" />
                      )}
                      {f[column]}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** 'No sales yet', with the way to the first one. */
function NoSales({ compact = false }: { compact?: boolean }) {
  const t = useT('creator-analytics');
  return (
    <div
      className={
        compact
          ? 'flex flex-col gap-3 rounded-2xl border border-dashed border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between'
          : 'flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center'
      }
    >
      <div>
        <p
          className={
            compact ? 'text-sm font-semibold text-foreground' : 'text-lg font-semibold text-foreground'
          }
        >
          {t('performance.emptyTitle')}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {compact ? t('performance.emptyCompact') : t('performance.emptyBody')}
        </p>
      </div>
      <Link
        to="/marketplace/publish"
        className={buttonClasses(compact ? 'secondary' : 'primary', 'md', compact ? 'shrink-0' : 'mt-6')}
      >
        <Upload aria-hidden="true" />
        {t('performance.publish')}
      </Link>
    </div>
  );
}
