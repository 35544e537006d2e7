import type { UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import { SOCIAL_NETWORK_FIELDS } from '@shared/creators/social-links';
import { FormField } from '@web/components/ui/form-field';
import { useT } from '@web/lib/i18n';
import { SettingBlock } from '../security/setting-block';
import type { SetField } from './creator-profile-form';
import type { FieldErrors } from './profile-problems';

/**
 * Social Media (platform.md §2): Instagram, YouTube, TikTok, X, GitHub, LinkedIn. Each takes a
 * profile address or a handle; the server stores the full address.
 */
export function SocialFields({
  draft,
  errors,
  setField,
  disabled,
}: {
  draft: UpdateCreatorProfile;
  errors: FieldErrors;
  setField: SetField;
  disabled: boolean;
}) {
  const t = useT('creator-profile');
  return (
    <SettingBlock title={t('social.title')} description={t('social.description')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORK_FIELDS.map((network) => (
          <FormField
            key={network}
            label={t(`social.${network}`)}
            value={draft[network]}
            onChange={(e) => setField(network, e.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            disabled={disabled}
            error={errors[network]}
          />
        ))}
      </div>
    </SettingBlock>
  );
}
