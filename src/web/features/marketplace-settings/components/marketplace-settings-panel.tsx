import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { RotateCw } from 'lucide-react';
import { useMarketplaceSettings } from '../hooks/use-marketplace-settings';
import { CreatorDashboard, NotCreatorNote } from './creator-dashboard';
import { OnboardingChecklist } from './onboarding-checklist';
import { PayoutPreferencesForm } from './payout-preferences-form';
import type { HeadingLevel } from './settings-group';
import { SettingsSkeleton } from './settings-skeleton';
import { NotificationSwitches, PrivacySwitches } from './switch-groups';

/**
 * The marketplace settings (platform.md §2 Settings: Marketplace, §3): the Creator Dashboard for
 * creators, the onboarding checklist, payout preferences, notifications and privacy. The same
 * panel is the settings page's Marketplace section and the /marketplace/settings screen;
 * `headingLevel` fits its groups under the heading around it.
 */
export function MarketplaceSettingsPanel({ headingLevel = 3 }: { headingLevel?: HeadingLevel }) {
  const t = useT('marketplace-settings');
  const query = useMarketplaceSettings();

  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError)
    return (
      <Alert
        tone="danger"
        title={t('load.failed')}
        actions={
          <Button
            size="sm"
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden="true" />
            {t('load.retry')}
          </Button>
        }
      >
        {t('load.failedBody')}
      </Alert>
    );

  const settings = query.data;
  return (
    <div className="space-y-4">
      {settings.isCreator ? (
        <CreatorDashboard stats={settings.stats} level={headingLevel} />
      ) : (
        <NotCreatorNote />
      )}
      <OnboardingChecklist settings={settings} level={headingLevel} />
      <PayoutPreferencesForm
        // A save or another tab's change brings new saved values: the form starts again from them.
        key={JSON.stringify(settings.payoutPreferences)}
        saved={settings.payoutPreferences}
        level={headingLevel}
      />
      <NotificationSwitches values={settings.notifications} level={headingLevel} />
      <PrivacySwitches values={settings.privacy} level={headingLevel} />
    </div>
  );
}
