import type { CreatorStats } from '@shared/contracts/marketplace-settings';
import { buttonClasses } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { BarChart3, BookOpen, DollarSign, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { type HeadingLevel, SettingsGroup } from './settings-group';

/**
 * The Creator Dashboard (platform.md §2 Settings: Marketplace, §6 Creator): published recipes,
 * completed sales and the creator's earnings, all counted by the server. Earnings are in USD, the
 * marketplace's currency, whatever currency the reader prefers for other prices.
 */
export function CreatorDashboard({ stats, level }: { stats: CreatorStats; level: HeadingLevel }) {
  const t = useT('marketplace-settings');
  const format = useFormat();
  const tiles = [
    { key: 'publishedRecipes', icon: BookOpen, value: format.number(stats.publishedRecipes) },
    { key: 'totalSales', icon: ShoppingBag, value: format.number(stats.totalSales) },
    { key: 'totalEarnings', icon: DollarSign, value: format.price(stats.totalEarnings, 'USD') },
  ] as const;
  return (
    <SettingsGroup
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      level={level}
      aside={
        <Link to="/creator/analytics" className={buttonClasses('secondary', 'sm')}>
          <BarChart3 aria-hidden="true" />
          {t('dashboard.analytics')}
        </Link>
      }
    >
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        {tiles.map(({ key, icon: Icon, value }) => (
          <div
            key={key}
            className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4 shadow-xs"
          >
            <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`dashboard.${key}`)}
            </dt>
            <dd className="text-2xl font-semibold tracking-tight text-foreground tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsGroup>
  );
}

/** What a user who is not a creator sees in the dashboard's place: where to become one. */
export function NotCreatorNote() {
  const t = useT('marketplace-settings');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-muted/40 p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p className="leading-relaxed">{t('dashboard.notCreator')}</p>
      <Link to="/settings?tab=creator-profile" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
        {t('dashboard.becomeCreator')}
      </Link>
    </div>
  );
}
