import type { MarketplaceSettings } from '@shared/contracts/marketplace-settings';
import { Alert } from '@web/components/ui/alert';
import { useT } from '@web/lib/i18n';
import { useSwitchSection } from '../hooks/use-marketplace-settings';
import { type HeadingLevel, SettingsGroup } from './settings-group';
import { SettingSwitch } from '@web/components/setting-switch';

/** platform.md §3 Marketplace settings: notifications, in the spec's order. */
const NOTIFICATION_KEYS = [
  'salesAlerts',
  'payoutNotifications',
  'reviewNotifications',
  'marketplaceUpdates',
  'lowBalanceAlerts',
] as const;
/** platform.md §3 Marketplace settings: privacy (the public creator profile obeys them). */
const PRIVACY_KEYS = ['publicProfile', 'showEarnings', 'showSalesCount', 'showRecentActivity'] as const;

/** The five notification switches, each saved as it is flipped (§8 'Failed to update notifications'). */
export function NotificationSwitches({
  values,
  level,
}: {
  values: MarketplaceSettings['notifications'];
  level: HeadingLevel;
}) {
  const t = useT('marketplace-settings');
  const { save, failed, dismiss } = useSwitchSection('notifications');
  return (
    <SettingsGroup
      title={t('notifications.title')}
      description={t('notifications.description')}
      level={level}
    >
      {failed && (
        <Alert tone="danger" className="mb-4" dismiss={{ label: t('dismiss'), onDismiss: dismiss }}>
          {t('notifications.failed')}
        </Alert>
      )}
      <div className="space-y-4">
        {NOTIFICATION_KEYS.map((key) => (
          <SettingSwitch
            key={key}
            label={t(`notifications.${key}.label`)}
            description={t(`notifications.${key}.description`)}
            checked={values[key]}
            onCheckedChange={(checked) => save({ [key]: checked })}
          />
        ))}
      </div>
    </SettingsGroup>
  );
}

/** The four privacy switches the public creator profile obeys (§8 'Failed to update privacy settings'). */
export function PrivacySwitches({
  values,
  level,
}: {
  values: MarketplaceSettings['privacy'];
  level: HeadingLevel;
}) {
  const t = useT('marketplace-settings');
  const { save, failed, dismiss } = useSwitchSection('privacy');
  return (
    <SettingsGroup title={t('privacy.title')} description={t('privacy.description')} level={level}>
      {failed && (
        <Alert tone="danger" className="mb-4" dismiss={{ label: t('dismiss'), onDismiss: dismiss }}>
          {t('privacy.failed')}
        </Alert>
      )}
      <div className="space-y-4">
        {PRIVACY_KEYS.map((key) => (
          <SettingSwitch
            key={key}
            label={t(`privacy.${key}.label`)}
            description={t(`privacy.${key}.description`)}
            checked={values[key]}
            onCheckedChange={(checked) => save({ [key]: checked })}
          />
        ))}
      </div>
    </SettingsGroup>
  );
}
