import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { BookOpen, MessageSquare, ShoppingBag, Star, Wallet } from 'lucide-react';

/**
 * The stats tiles (Recipes, Sales, Rating, Reviews), computed by the server. Sales shows only when
 * the creator shows their sales count, and an Earnings tile only when they show their earnings:
 * the server leaves out what they hide.
 */
export function CreatorStats({ profile }: { profile: Pick<CreatorProfile, 'stats' | 'earnings'> }) {
  const t = useT('marketplace');
  const tc = useT('creator-profile');
  const format = useFormat();
  const { stats, earnings } = profile;
  const tiles = [
    { icon: BookOpen, label: t('creator.stats.recipes'), value: format.number(stats.totalRecipes) },
    ...(stats.totalSales !== undefined
      ? [{ icon: ShoppingBag, label: t('creator.stats.sales'), value: format.number(stats.totalSales) }]
      : []),
    {
      icon: Star,
      label: t('creator.stats.rating'),
      value:
        stats.totalReviews > 0
          ? format.number(stats.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
          : '–',
    },
    { icon: MessageSquare, label: t('creator.stats.reviews'), value: format.number(stats.totalReviews) },
    ...(earnings
      ? [
          {
            icon: Wallet,
            label: tc('public.earnings'),
            value: format.price(earnings.totalCents, earnings.currency),
          },
        ]
      : []),
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
      aria-label={t('creator.stats.label')}
    >
      {tiles.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-xs"
        >
          <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
